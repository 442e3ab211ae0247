import CLinux
import Foundation

/// Opens a page in the person's browser with `xdg-open`, when there is a display to show it on
/// and a person at the terminal; silently does nothing otherwise (the page is printed anyway).
enum BrowserOpener {
    static func open(_ url: String, environment: [String: String]) {
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay, isatty(STDERR_FILENO) == 1, url.hasPrefix("http://") || url.hasPrefix("https://") else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawnp(&child, "xdg-open", &actions, nil, &argv, environ) == 0 else { return }
        // Reaped on a thread of its own: xdg-open may wait for the browser.
        let started = child
        Thread.detachNewThread { waitpid(started, nil, 0) }
    }
}
