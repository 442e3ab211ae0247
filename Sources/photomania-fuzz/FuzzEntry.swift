import Foundation
import PhotomaniaFuzzing

/// libFuzzer's entry points; `make fuzz` (scripts/fuzz) picks the target with `PHOTOMANIA_FUZZ_TARGET`.
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["PHOTOMANIA_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        FileHandle.standardError.write(Data("set PHOTOMANIA_FUZZ_TARGET to one of: \(FuzzTarget.all.map(\.name).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

/// Runs before libFuzzer reads its flags. `--describe` prints the target's `-max_len` and seed
/// folders (under Fixtures/) for scripts/fuzz, and exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let arguments = CommandLine.arguments
    if arguments.dropFirst().contains("--describe") {
        print(([String(target.maxLength)] + target.seedFolders).joined(separator: " "))
        exit(0)
    }
    _ = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        try target.check(data)
    } catch {
        fatalError("fuzz violation in \(target.name): \(error)")
    }
    return 0
}
