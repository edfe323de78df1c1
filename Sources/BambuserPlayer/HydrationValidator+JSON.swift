import ScriptEngine

extension HydrationValidator {
    /// Whether the product in `json` (`JSON.stringify`'s text) is one ``hydrate(_:dashboard:)`` accepts
    /// exactly as given — no violation, nothing filled in — read straight from the text, without
    /// building the tree: nearly every hydration is such a product, so the player asks this first.
    ///
    /// The same tables and the same field rules decide; keys are matched and strings, currency codes
    /// and numbers checked in place, so an ordinary product makes no string and no tree. The walk
    /// stops at the first doubt. `false` means "not certain" (a broken rule, a field to fill in, a
    /// repeated key, text the strict reader refuses): the caller then runs ``hydrate(_:dashboard:)``,
    /// which says what and where.
    public func acceptsAsGiven(json: String) -> Bool {
        guard missingConfiguration == nil else { return false }
        var text = json
        return text.withUTF8 { bytes in
            var reader = JSONPullReader(bytes: bytes)
            do {
                return try acceptsObject(&reader, level: .product, depth: 0) && reader.isAtEnd()
            } catch {
                return false
            }
        }
    }

    private func acceptsObject(_ reader: inout JSONPullReader, level: HydrationLevel, depth: Int) throws -> Bool {
        guard reader.beginObject() else { return false }
        let fields = Self.fields(of: level)
        var given: UInt32 = 0
        while let key = try reader.nextRawKey() {
            let position: Int
            switch key {
            case .plain(let bytes): position = Self.position(of: bytes, in: fields)
            case .escaped(let name): position = fields.firstIndex { $0.name == name } ?? -1
            }
            guard position >= 0 else {
                _ = try reader.value(depth: depth + 1)  // a field the tables do not name: ignored, as the player does
                continue
            }
            let bit: UInt32 = 1 << position
            // A repeated field: JSON.parse keeps the last; leave that to the full check.
            if given & bit != 0 { return false }
            guard try accepts(&reader, field: position, of: fields, depth: depth + 1) else { return false }
            given |= bit
        }
        // A required field not given (hydration fills a size's missing currency, with a warning: not "as given").
        let required = Self.requiredMask(of: level)
        return given & required == required
    }

    /// The field's place in `fields`, -1 for a key the tables do not name.
    private static func position(of key: UnsafeBufferPointer<UInt8>, in fields: [Field]) -> Int {
        guard let packed = PackedKey(key) else { return -1 }
        for position in fields.indices where fields[position].packedName == packed { return position }
        return -1
    }

    /// One field's value; `false` when it breaks a rule. `null` counts as given only where it may be missing.
    private func accepts(
        _ reader: inout JSONPullReader, field position: Int, of fields: [Field], depth: Int
    ) throws -> Bool {
        // Read in place rather than copied out of the table: a Field holds a name to count references of.
        let required = fields[position].required
        switch fields[position].kind {
        case .list(let level) where reader.beginArray():
            var count = 0
            while try reader.nextElement() {
                guard try acceptsObject(&reader, level: level, depth: depth + 1) else { return false }
                count += 1
            }
            return Self.hasEnoughItems(count)
        // A String field holding a string is what the field check accepts whatever the text: the text
        // is passed over unread. One with escapes (a lone surrogate is no String) is read below.
        case .string where reader.skipPlainString():
            return true
        case .currency:
            if let code = reader.plainString() { return Self.isCurrencyCode(utf8: code) }
        case .stringArray where reader.beginArray():
            while try reader.nextElement() {
                guard reader.skipPlainString() else { return false }
            }
            return true
        case .double, .int:
            // A number is a scalar: no tree, no allocation. The rules are the field check's own.
            if let value = try reader.scalar() {
                if value.isNullish { return !required }
                return Self.numberProblem(value, field: fields[position]) == nil
            }
        default:
            break
        }
        // Everything unusual (escapes, other types): the tree's own field check decides.
        let value = try reader.value(depth: depth)
        if value.isNullish { return !required }
        var violations: [HydrationViolation] = []
        var steps: [PathStep] = []
        checkField(value, field: fields[position], steps: &steps, sizeCurrencyOptional: false, into: &violations)
        return violations.isEmpty
    }
}
