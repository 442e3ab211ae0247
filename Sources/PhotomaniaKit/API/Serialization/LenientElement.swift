/// One element of a list, nil when it does not decode, so one bad element cannot sink its list.
struct LenientElement<Wrapped: Decodable>: Decodable {
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Wrapped.self)
    }
}
