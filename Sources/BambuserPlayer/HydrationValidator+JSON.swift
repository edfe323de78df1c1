import ScriptEngine

extension HydrationValidator {
    /// Whether the product in `json` (`JSON.stringify`'s text) is one ``hydrate(_:dashboard:)`` accepts
    /// exactly as given — no violation, nothing filled in — read straight from the text, without
    /// building the tree: nearly every hydration is such a product, so the player asks this first.
    ///
    /// The same tables and the same field checks decide; the walk only stops at the first doubt.
    /// `false` means "not certain" (a broken rule, a field to fill in, a repeated key, text the strict
    /// reader refuses): the caller then runs ``hydrate(_:dashboard:)``, which says what and where.
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
        while let key = try reader.nextKey() {
            guard let position = fields.firstIndex(where: { $0.name == key }) else {
                _ = try reader.value(depth: depth + 1)  // a field the tables do not name: ignored, as the player does
                continue
            }
            let bit: UInt32 = 1 << position
            // A repeated field: JSON.parse keeps the last; leave that to the full check.
            if given & bit != 0 { return false }
            guard try accepts(&reader, field: fields[position], depth: depth + 1) else { return false }
            given |= bit
        }
        for (position, field) in fields.enumerated() where given & (1 << position) == 0 {
            // Hydration fills a size's missing currency, with a warning: not "as given".
            if !Self.mayBeMissing(field, level: level, sizeCurrencyOptional: false) { return false }
        }
        return true
    }

    /// One field's value; `false` when it breaks a rule. `null` counts as given only where it may be missing.
    private func accepts(_ reader: inout JSONPullReader, field: Field, depth: Int) throws -> Bool {
        switch field.kind {
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
        case .stringArray where reader.beginArray():
            while try reader.nextElement() {
                guard reader.skipPlainString() else { return false }
            }
            return true
        default:
            break
        }
        // Numbers, currency codes and everything unusual: the tree's own field check decides.
        let value = try reader.value(depth: depth)
        if value.isNullish { return !field.required }
        var violations: [HydrationViolation] = []
        var steps: [PathStep] = []
        checkField(value, field: field, steps: &steps, sizeCurrencyOptional: false, into: &violations)
        return violations.isEmpty
    }
}
