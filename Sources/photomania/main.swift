import Foundation
import PhotomaniaCLI

// RawArguments keeps the bytes of a path argument that are not UTF-8, as CommandLine.arguments does not.
exit(await Photomania.run(arguments: RawArguments.current))
