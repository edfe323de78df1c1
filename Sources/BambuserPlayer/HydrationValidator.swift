import ScriptEngine

/// One broken rule of a hydration: where (`variations[0].sizes[1].inStock`, `""` for the
/// whole call) and what was expected against what came.
public struct HydrationViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where: `variations[0].sizes[1].inStock`, or `""` for the whole call.
    public var path: String
    /// What was expected against what came.
    public var message: String

    /// A violation at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `<path>: <message>`, or the message alone for the whole call.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// The rules of the field tables of Bambuser's product hydration guide, in one place: the player (through a host
/// function), the builder's `build()` and `shopstage hydrate check` all call this.
///
/// Types: `String`; `Double` is any finite number; `Int` an integral number (so `2.5` and
/// `"3"` are not stock counts); `currency` a three-letter upper-case code; prices and
/// `inStock` ≥ 0; `imageUrls` an array of strings. Fields the tables do not name are ignored,
/// as the real player ignores them.
///
/// ```swift
/// let validator = HydrationValidator(currency: "USD", locale: "en-US")
/// let result = validator.hydrate(["sku": "TEE", "name": "Tee"], dashboard: nil)
/// result.violations.first?.path   // "brandName"
/// ```
public struct HydrationValidator: Sendable {
    /// The player configuration's `currency` and `locale`: the product hydration guide says
    /// hydration does not work without them, so with either missing every hydration is rejected.
    public var currency: String?
    /// The configuration's `locale`.
    public var locale: String?

    /// A validator for a player configured with `currency` and `locale`.
    public init(currency: String?, locale: String?) {
        self.currency = currency
        self.locale = locale
    }

    /// The outcome of one hydration: the product the player shows (hydration over dashboard
    /// data) when accepted, and every violation otherwise.
    public struct Result: Sendable {
        /// The product the player shows when accepted: the hydration over dashboard data; `nil` when rejected.
        public var product: ScriptValue?
        /// Every broken rule, with its path; empty when accepted.
        public var violations: [HydrationViolation]
        /// What the tables require but the player filled in (dashboard data, the configuration's
        /// currency), each with its path and what was filled in.
        public var warnings: [HydrationViolation] = []
        /// Nothing fell back: the accepted product is exactly the one given.
        public var isAsGiven = false
        /// Whether there is no violation.
        public var isAccepted: Bool { violations.isEmpty }
    }

    // MARK: Field tables (seed 001, "Full Product Data Structure")

    enum Kind: Sendable {
        case string, double, int, currency, stringArray
        case list(HydrationLevel)
    }

    struct Field: Sendable {
        var name: String
        var kind: Kind
        var required: Bool
        /// From ``nonNegative``, looked up once when the table is made rather than per value.
        var nonNegative: Bool
        /// The name's UTF-8 packed in two words (every name has at most 16 bytes), for matching keys
        /// read in place from JSON text without a string or a reference to count.
        var packedName: PackedKey

        init(name: String, kind: Kind, required: Bool) {
            self.name = name
            self.kind = kind
            self.required = required
            self.nonNegative = HydrationValidator.nonNegative.contains(name)
            self.packedName = Array(name.utf8).withUnsafeBufferPointer { PackedKey($0) } ?? PackedKey()
        }
    }

    /// Up to 16 bytes of UTF-8 and their count, compared as three integers.
    struct PackedKey: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1

        init() {}

        /// `nil` for more than 16 bytes (no field has such a name).
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            guard count <= 16, let base = bytes.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            // Two overlapping loads read a run of 4…8 bytes (no byte outside the key is read).
            func run(_ offset: Int, _ length: Int) -> UInt64 {
                if length >= 4 {
                    func word(at offset: Int) -> UInt64 {
                        UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    }
                    return word(at: offset) | (word(at: offset + length - 4) &>> UInt64(8 * (8 - length))) &<< 32
                }
                var value: UInt64 = 0
                for index in 0..<length {
                    value |= UInt64(raw.load(fromByteOffset: offset + index, as: UInt8.self)) &<< UInt64(8 * index)
                }
                return value
            }
            if count > 8 {
                low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                high = run(8, count - 8)
            } else {
                low = run(0, count)
            }
            self.count = count
        }
    }

    /// Where the check is (`variations`, `0`, `sizes`, `1`): rendered as a path string only for a
    /// violation, since nearly every field passes.
    enum PathStep {
        case name(String)
        case index(Int)
    }

    static func render(_ steps: [PathStep], adding name: String? = nil) -> String {
        var path = ""
        for step in steps {
            switch step {
            case .name(let n): path = join(path, n)
            case .index(let i): path += "[\(i)]"
            }
        }
        if let name { path = join(path, name) }
        return path
    }

    static func fields(of level: HydrationLevel) -> [Field] {
        switch level {
        case .product: return productFields
        case .variation: return variationFields
        case .size: return sizeFields
        }
    }

    static let productFields: [Field] = [
        Field(name: "sku", kind: .string, required: true),
        Field(name: "name", kind: .string, required: true),
        Field(name: "brandName", kind: .string, required: true),
        Field(name: "introduction", kind: .string, required: false),
        Field(name: "description", kind: .string, required: false),
        Field(name: "variations", kind: .list(.variation), required: true),
    ]
    static let variationFields: [Field] = [
        Field(name: "sku", kind: .string, required: true),
        Field(name: "name", kind: .string, required: true),
        Field(name: "colorName", kind: .string, required: true),
        Field(name: "colorHexCode", kind: .string, required: false),
        Field(name: "imageUrls", kind: .stringArray, required: true),
        Field(name: "sizes", kind: .list(.size), required: true),
    ]
    static let sizeFields: [Field] = [
        Field(name: "sku", kind: .string, required: true),
        Field(name: "name", kind: .string, required: true),
        Field(name: "current", kind: .double, required: true),
        Field(name: "original", kind: .double, required: false),
        Field(name: "currency", kind: .currency, required: true),
        Field(name: "inStock", kind: .int, required: true),
        Field(name: "perUnit", kind: .double, required: false),
        Field(name: "unitAmount", kind: .int, required: false),
        Field(name: "unitDisplayName", kind: .string, required: false),
    ]

    /// Fields that are amounts of money or stock: never negative.
    static let nonNegative: Set<String> = ["current", "original", "perUnit", "inStock", "unitAmount"]

    // MARK: Hydration

    /// Validates `updateProductWithData`'s product object the way the player does.
    ///
    /// The product hydration guide: "fields not provided fall back to" the product's dashboard data,
    /// so a field is missing only when neither has it. A size without `currency` takes the
    /// configuration's (the guide's own builder example leaves it out; the configuration's currency
    /// is what it is there for).
    ///
    /// - Parameters:
    ///   - product: The product object, as the player received it.
    ///   - dashboard: The product's dashboard data (``BambuserShow/Product/dashboard``), if any.
    /// - Returns: The merged product when accepted, with what was filled in as warnings; every
    ///   violation otherwise.
    public func hydrate(_ product: ScriptValue, dashboard: ScriptValue?) -> Result {
        var violations: [HydrationViolation] = []
        if let missingConfiguration { violations.append(missingConfiguration) }
        guard case .object(var fields) = product else {
            violations.append(
                HydrationViolation(path: "", message: "expected the product as an object, got \(Self.describe(product))"))
            return Result(product: nil, violations: violations)
        }
        var warnings: [HydrationViolation] = []
        if case .object(let fallback)? = dashboard {
            for key in fallback.keys.sorted() where fields[key] == nil || fields[key] == .undefined {
                fields[key] = fallback[key]
                warnings.append(HydrationViolation(path: key, message: "not given: the dashboard's value is shown"))
            }
        }
        var merged = ScriptValue.object(fields)
        if let currency, !currency.isEmpty, Self.hasSizeWithoutCurrency(merged) {
            merged = Self.fillingSizeCurrency(merged, with: currency, warnings: &warnings)
        }
        var steps: [PathStep] = []
        check(merged, level: .product, steps: &steps, sizeCurrencyOptional: false, into: &violations)
        return Result(
            product: violations.isEmpty ? .some(merged) : .none, violations: violations, warnings: warnings,
            isAsGiven: warnings.isEmpty && violations.isEmpty)
    }

    /// Without the configuration's `currency` and `locale` every hydration is rejected with this.
    var missingConfiguration: HydrationViolation? {
        guard (currency ?? "").isEmpty || (locale ?? "").isEmpty else { return nil }
        let missing = [(currency ?? "").isEmpty ? "\"currency\"" : nil, (locale ?? "").isEmpty ? "\"locale\"" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        return HydrationViolation(
            path: "",
            message:
                "the player configuration has no \(missing): product hydration needs both \"currency\" and \"locale\" set in createPlayerView(videoConfiguration:)"
        )
    }

    /// The fields of `level` that must be given as `sizeCurrencyOptional: false` has it, a bit per place
    /// in ``fields(of:)``: a check that marks the fields it saw compares once instead of walking the table.
    static func requiredMask(of level: HydrationLevel) -> UInt32 {
        switch level {
        case .product: return productRequiredMask
        case .variation: return variationRequiredMask
        case .size: return sizeRequiredMask
        }
    }

    static let productRequiredMask = mask(of: .product)
    static let variationRequiredMask = mask(of: .variation)
    static let sizeRequiredMask = mask(of: .size)

    private static func mask(of level: HydrationLevel) -> UInt32 {
        var mask: UInt32 = 0
        for (position, field) in fields(of: level).enumerated()
        where !mayBeMissing(field, level: level, sizeCurrencyOptional: false) {
            mask |= 1 << position
        }
        return mask
    }

    /// Whether a field may be absent (or `null`) at this level.
    static func mayBeMissing(_ field: Field, level: HydrationLevel, sizeCurrencyOptional: Bool) -> Bool {
        !field.required || (sizeCurrencyOptional && level == .size && field.name == "currency")
    }

    /// Variations and sizes: at least one.
    static func hasEnoughItems(_ count: Int) -> Bool { count > 0 }

    /// Checks one level of the tables (the builders' `build()` uses this), without dashboard data.
    ///
    /// - Parameters:
    ///   - value: A product, variation or size object.
    ///   - level: Which table `value` is checked against.
    ///   - sizeCurrencyOptional: Whether a size may leave `currency` out (the player fills it in
    ///     from its configuration).
    /// - Returns: Every broken rule, with its path; empty when `value` passes.
    public func validate(_ value: ScriptValue, level: HydrationLevel, sizeCurrencyOptional: Bool = true)
        -> [HydrationViolation]
    {
        var violations: [HydrationViolation] = []
        var steps: [PathStep] = []
        check(value, level: level, steps: &steps, sizeCurrencyOptional: sizeCurrencyOptional, into: &violations)
        return violations
    }

    func check(
        _ value: ScriptValue, level: HydrationLevel, steps: inout [PathStep], sizeCurrencyOptional: Bool,
        into violations: inout [HydrationViolation]
    ) {
        guard case .object(let object) = value else {
            violations.append(HydrationViolation(path: Self.render(steps), message: "expected an object, got \(Self.describe(value))"))
            return
        }
        for field in Self.fields(of: level) {
            guard let found = object[field.name], !found.isNullish else {
                if !Self.mayBeMissing(field, level: level, sizeCurrencyOptional: sizeCurrencyOptional) {
                    violations.append(
                        HydrationViolation(
                            path: Self.render(steps, adding: field.name), message: "required \(Self.typeName(field.kind)) is missing"))
                }
                continue
            }
            checkField(found, field: field, steps: &steps, sizeCurrencyOptional: sizeCurrencyOptional, into: &violations)
        }
    }

    /// The messages of a field that is absent or a list that is empty (``BuilderError/missingRequiredProperty(_:)``).
    static let missingPrefixes = ["required ", "expected at least one "]

    static func isMissing(_ violation: HydrationViolation) -> Bool {
        missingPrefixes.contains { violation.message.hasPrefix($0) }
    }

    static func join(_ parent: String, _ name: String) -> String { parent.isEmpty ? name : "\(parent).\(name)" }

    /// Paths are built only for violations: most fields pass.
    func checkField(
        _ value: ScriptValue, field: Field, steps: inout [PathStep], sizeCurrencyOptional: Bool,
        into violations: inout [HydrationViolation]
    ) {
        func fail(_ message: String) {
            violations.append(HydrationViolation(path: Self.render(steps, adding: field.name), message: message))
        }
        switch field.kind {
        case .string:
            if case .string = value { return }
            if value.stringValue == nil { fail("expected a String, got \(Self.describe(value))") }
        case .currency:
            guard let code = value.stringValue else { return fail("expected a String, got \(Self.describe(value))") }
            if !Self.isCurrencyCode(code) {
                fail("expected a three-letter upper-case currency code such as \"USD\", got \(Self.describe(value))")
            }
        case .double, .int:
            if let problem = Self.numberProblem(value, field: field) { fail(problem) }
        case .stringArray:
            guard case .array(let items) = value else {
                return fail("expected an array of Strings, got \(Self.describe(value))")
            }
            for (index, item) in items.enumerated() where item.stringValue == nil {
                violations.append(
                    HydrationViolation(
                        path: "\(Self.render(steps, adding: field.name))[\(index)]", message: "expected a String, got \(Self.describe(item))"))
            }
        case .list(let level):
            guard case .array(let items) = value else {
                return fail("expected an array of \(level == .variation ? "variations" : "sizes"), got \(Self.describe(value))")
            }
            if !Self.hasEnoughItems(items.count) { fail("expected at least one \(level == .variation ? "variation" : "size"), got []") }
            steps.append(.name(field.name))
            for (index, item) in items.enumerated() {
                steps.append(.index(index))
                check(item, level: level, steps: &steps, sizeCurrencyOptional: sizeCurrencyOptional, into: &violations)
                steps.removeLast()
            }
            steps.removeLast()
        }
    }

    /// What is wrong with the value of a `Double` or `Int` field, `nil` when nothing: the number rules'
    /// one home (the tree check and the check of JSON text both ask it; the message is made only on failure).
    static func numberProblem(_ value: ScriptValue, field: Field) -> String? {
        if case .int = field.kind {
            guard case .int(let count) = value else {
                return "expected an Int (an integral number), got \(describe(value))"
            }
            if count < 0, field.nonNegative {
                let what = field.name == "inStock" ? "a stock" : "an amount"
                return "expected \(what) of 0 or more (0 = out of stock), got \(count)"
            }
            return nil
        }
        let number: Double
        switch value {
        case .int(let i): number = Double(i)
        case .double(let d) where d.isFinite: number = d
        default: return "expected a Double (a finite number), got \(describe(value))"
        }
        if number < 0, field.nonNegative { return "expected a price of 0 or more, got \(describe(value))" }
        return nil
    }

    static func hasSizeWithoutCurrency(_ product: ScriptValue) -> Bool {
        guard let variations = product["variations"]?.arrayValue else { return false }
        return variations.contains { variation in
            variation["sizes"]?.arrayValue.contains { size in size["currency"]?.isNullish ?? true } ?? false
        }
    }

    static func fillingSizeCurrency(_ product: ScriptValue, with currency: String, warnings: inout [HydrationViolation])
        -> ScriptValue
    {
        guard case .object(var fields) = product, case .array(var variations)? = fields["variations"] else { return product }
        for v in variations.indices {
            guard case .object(var variation) = variations[v], case .array(var sizes)? = variation["sizes"] else { continue }
            for s in sizes.indices {
                guard case .object(var size) = sizes[s], size["currency"]?.isNullish ?? true else { continue }
                size["currency"] = .string(currency)
                sizes[s] = .object(size)
                warnings.append(
                    HydrationViolation(
                        path: "variations[\(v)].sizes[\(s)].currency",
                        message: "not given: the configuration's currency \"\(currency)\" is used"))
            }
            variation["sizes"] = .array(sizes)
            variations[v] = .object(variation)
        }
        fields["variations"] = .array(variations)
        return .object(fields)
    }

    /// `USD`, `SEK`: three ASCII capitals.
    public static func isCurrencyCode(_ code: String) -> Bool {
        isCurrencyCode(utf8: code.utf8)
    }

    static func isCurrencyCode(utf8 code: some Collection<UInt8>) -> Bool {
        code.count == 3 && code.allSatisfy { $0 >= 65 && $0 <= 90 }
    }

    static func typeName(_ kind: Kind) -> String {
        switch kind {
        case .string: return "String"
        case .double: return "Double"
        case .int: return "Int"
        case .currency: return "currency code (String)"
        case .stringArray: return "[String]"
        case .list(.variation): return "array of variations"
        case .list(.size): return "array of sizes"
        case .list(.product): return "array of products"
        }
    }

    /// What came, in words a person reads: `the string "3"`, `the number 2.5`, `null`.
    static func describe(_ value: ScriptValue) -> String {
        switch value {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .int, .double: return "the number \(value.description)"
        case .string, .utf16: return "the string \(value.literal)"
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}

/// The levels of the product hydration guide's tables.
public enum HydrationLevel: Sendable {
    /// `product`: a product object; `variation`: one of its `variations`; `size`: one of a variation's `sizes`.
    case product, variation, size
}
