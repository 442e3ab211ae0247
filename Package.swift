// swift-tools-version: 6.0
import PackageDescription

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
        .target(
            name: "CJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "PhotomaniaKit",
            dependencies: ["CCurl"]
        ),
        .target(
            name: "PhotomaniaServer",
            dependencies: ["CJPEG"]
        ),
        .target(
            name: "PhotomaniaCLI",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer"]
        ),
        .executableTarget(
            name: "photomania",
            dependencies: ["PhotomaniaCLI"]
        ),
        .executableTarget(
            name: "photomania-bench",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer"]
        ),
        .testTarget(
            name: "PhotomaniaKitTests",
            dependencies: ["PhotomaniaKit", "PhotomaniaServer"]
        ),
        .testTarget(
            name: "PhotomaniaServerTests",
            dependencies: ["PhotomaniaServer"]
        ),
        .testTarget(
            name: "PhotomaniaCLITests",
            dependencies: ["PhotomaniaCLI", "PhotomaniaServer"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
