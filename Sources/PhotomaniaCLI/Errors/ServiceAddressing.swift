import PhotomaniaKit

/// The program's name, as its usage lines and hints spell it.
let programName = "photomania"

extension ServiceRegistry.Entry {
    /// `text` with each command it quotes (`'photomania login'`) naming this service when it is
    /// not the default one (`'photomania --provider flickr login'`): a hint's command then runs
    /// against the service the failed one talked to.
    func addressing(_ text: String, program: String, registry: ServiceRegistry = .current) -> String {
        guard name != registry.defaultEntry.name, !program.isEmpty else { return text }
        return text.replacingOccurrences(of: "'\(program) ", with: "'\(program) --provider \(name) ")
    }
}
