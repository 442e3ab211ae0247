/// The one sanitiser for text from outside on its way to a terminal: removes escape sequences
/// (CSI, OSC, DCS, APC, … with their parameters) and every scalar `isUnsafeForTerminal` names.
/// With `singleLine`, `\n`, `\r` and `\t` become spaces instead.
public func sanitizedForTerminal(_ text: String, singleLine: Bool = false) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: { isUnsafeForTerminal($0) || (singleLine && ($0 == "\n" || $0 == "\t")) }) else {
        return text
    }
    var output = String.UnicodeScalarView()
    var rest = scalars[...]
    while let scalar = rest.popFirst() {
        switch scalar.value {
        case 0x0A, 0x09:
            output.append(singleLine ? " " : scalar)
        case 0x0D where singleLine:
            output.append(" ")
        case 0x1B:
            skipEscapeSequence(&rest)
        case 0x9B:
            skipControlSequence(&rest)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            skipControlString(&rest)
        case _ where isUnsafeForTerminal(scalar):
            break
        default:
            output.append(scalar)
        }
    }
    return String(output)
}

/// C0 controls but `\n` and `\t`, DEL, C1 controls, and the bidirectional formatting
/// characters, which could make text show in another order than it is stored (`gpj.exe`
/// shown as `exe.jpg`); file names drop the same ones.
func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// After an ESC: one of the sequences that start with it.
private func skipEscapeSequence(_ rest: inout Substring.UnicodeScalarView) {
    guard let introducer = rest.first else { return }
    switch introducer {
    case "[":
        rest.removeFirst()
        skipControlSequence(&rest)
    case "]", "P", "X", "^", "_":
        rest.removeFirst()
        skipControlString(&rest)
    default:
        while let next = rest.first, (0x20...0x2F).contains(next.value) {
            rest.removeFirst()
        }
        if let final = rest.first, (0x30...0x7E).contains(final.value) {
            rest.removeFirst()
        }
    }
}

/// CSI parameters and intermediates, then the final byte.
private func skipControlSequence(_ rest: inout Substring.UnicodeScalarView) {
    while let next = rest.first, (0x20...0x3F).contains(next.value) {
        rest.removeFirst()
    }
    if let final = rest.first, (0x40...0x7E).contains(final.value) {
        rest.removeFirst()
    }
}

/// OSC, DCS, SOS, PM and APC bodies, up to BEL, ST (`ESC \`) or C1 ST.
private func skipControlString(_ rest: inout Substring.UnicodeScalarView) {
    while let next = rest.popFirst() {
        switch next.value {
        case 0x07, 0x9C:
            return
        case 0x1B:
            if rest.first == "\\" { rest.removeFirst() }
            return
        default:
            continue
        }
    }
}
