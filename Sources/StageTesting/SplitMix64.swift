/// SplitMix64: a small deterministic generator for generated test inputs and media bytes — the same
/// seed gives the same sequence on every machine, so a generated input that fails can be made again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state: the next number is made from it.
    public var state: UInt64

    /// A generator whose numbers follow from `seed`: the same seed, the same numbers.
    public init(seed: UInt64) { state = seed }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
