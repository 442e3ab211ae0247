import CLinux
import Foundation
import PhotomaniaCLI

// One malloc arena, not one per thread that allocates: a bulk download's threads keep no pools
// of their own (peak RSS -1.5 MiB), and the time is the same.
_ = mallopt(Int32(PM_M_ARENA_MAX), 1)
// RawArguments keeps the bytes of a path argument that are not UTF-8, as CommandLine.arguments does not.
exit(await Photomania.run(arguments: RawArguments.current))
