// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Release builds put each Swift function in its own section, and the linker lays out first the
// functions a typical run executes (Sources/photomania/hot-functions.txt, made by
// `make hot-functions`): fewer pages of code are touched, and the kernel maps fewer around them.
let hotFunctions = Context.packageDirectory + "/Sources/photomania/hot-functions.txt"
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]

let package = Package(
    name: "photomania",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "photomania", targets: ["photomania"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(name: "CLinux"),
        .target(
            name: "CJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16")]
        ),
        .target(
            name: "CSixel",
            linkerSettings: [.linkedLibrary("sixel")]
        ),
        .target(
            name: "PhotomaniaOAuth",
            dependencies: ["COpenSSL"],
            swiftSettings: functionSections
        ),
        .target(
            name: "PhotomaniaSQLite",
            dependencies: ["CSQLite"],
            swiftSettings: functionSections
        ),
        .target(name: "PhotomaniaHTTPText", swiftSettings: functionSections),
        .target(
            name: "PhotomaniaKit",
            dependencies: ["CCurl", "CSQLite", "COpenSSL", "CLinux", "CJPEG", "CPNG", "PhotomaniaOAuth", "PhotomaniaSQLite", "PhotomaniaHTTPText"],
            swiftSettings: functionSections
        ),
        .target(
            name: "PhotomaniaServer",
            dependencies: ["CJPEG", "CSQLite", "COpenSSL", "CLinux", "PhotomaniaOAuth", "PhotomaniaSQLite", "PhotomaniaHTTPText"],
            swiftSettings: functionSections
        ),
        .target(
            name: "PhotomaniaCLI",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer", "CLinux", "CSixel"],
            swiftSettings: functionSections
        ),
        .executableTarget(
            name: "photomania",
            dependencies: ["PhotomaniaCLI", "CLinux"],
            exclude: ["hot-functions.txt"],
            swiftSettings: functionSections,
            linkerSettings: [
                // Packed relative relocations (DT_RELR): the loader reads 36 KiB of relocations instead of 2 MiB.
                .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]),
                .unsafeFlags(["-Xlinker", "--symbol-ordering-file=\(hotFunctions)", "-Xlinker", "--no-warn-symbol-ordering"], .when(configuration: .release)),
            ]
        ),
        .target(
            name: "PhotomaniaFuzzing",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer", "PhotomaniaCLI", "PhotomaniaOAuth", "PhotomaniaHTTPText"]
        ),
        .executableTarget(
            name: "photomania-bench",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer"]
        ),
        .testTarget(
            name: "PhotomaniaKitTests",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer", "PhotomaniaOAuth", "PhotomaniaSQLite", "PhotomaniaHTTPText", "CLinux"]
        ),
        .testTarget(
            name: "PhotomaniaServerTests",
            dependencies: ["PhotomaniaServer", "PhotomaniaOAuth", "PhotomaniaSQLite", "PhotomaniaHTTPText", "CSQLite"]
        ),
        .testTarget(
            name: "PhotomaniaCLITests",
            dependencies: ["PhotomaniaCLI", "PhotomaniaServer", "PhotomaniaFuzzing", "CLinux"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer supplies `main`, so the fuzz driver only builds for `make fuzz` (scripts/fuzz).
if ProcessInfo.processInfo.environment["PHOTOMANIA_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "photomania-fuzz", dependencies: ["PhotomaniaFuzzing"]))
}
