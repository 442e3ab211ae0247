import Foundation
import PhotomaniaCLI

exit(await Photomania.run(arguments: Array(CommandLine.arguments.dropFirst())))
