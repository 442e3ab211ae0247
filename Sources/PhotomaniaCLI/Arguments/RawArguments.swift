/// The program's arguments as the kernel gave them. Valid UTF-8 is read as it is; every byte
/// that is not (and every byte of a scalar in the escape range itself) becomes a scalar of its
/// own, U+10FF00 + the byte, in a private use plane. So no byte is lost: a path argument
/// reaches open() and mkdir() as given (`bytes(of:)`), while any other use of the text sees
/// U+FFFD in its place (`lossy(_:)`), as `CommandLine.arguments` gives it.
public enum RawArguments {
    static let escapeBase: UInt32 = 0x10FF00

    /// `argv[1...]`, decoded so.
    public static var current: [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            var length = 0
            while argument[length] != 0 { length += 1 }
            return decode(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: length))
        }
    }

    static func decode(_ bytes: some Collection<UInt8>) -> String {
        var text = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var rest = bytes[...]
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapeBase { escape(rest.prefix(encoded.count), into: &text) } else { text.append(scalar) }
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                escape(rest.prefix(length), into: &text)
                rest = rest.dropFirst(length)
            case .emptyInput:
                return String(text)
            }
        }
    }

    /// The bytes `text` was decoded from, when it holds any byte that was not valid UTF-8;
    /// nil for text that is its own UTF-8.
    static func bytes(of text: String) -> [UInt8]? {
        guard text.unicodeScalars.contains(where: isEscape) else { return nil }
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if isEscape(scalar) { bytes.append(UInt8(scalar.value - escapeBase)) } else { bytes += Array(String(scalar).utf8) }
        }
        return bytes
    }

    /// `text` with U+FFFD for each escaped byte: for messages and for anything not a path.
    static func lossy(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscape) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isEscape($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase && scalar.value <= escapeBase + 0xFF
    }

    private static func escape(_ bytes: some Collection<UInt8>, into text: inout String.UnicodeScalarView) {
        for byte in bytes {
            if let scalar = Unicode.Scalar(escapeBase + UInt32(byte)) { text.append(scalar) }
        }
    }
}
