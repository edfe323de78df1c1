#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

// The one place where JavaScript values become Swift values and back. Every module's
// conversions (message bodies, host-function arguments, results) come through here.

/// `"length"`, made once: arrays are converted often.
nonisolated(unsafe) private let lengthName: JSStringRef = makeJSString(utf16: Array("length".utf16))

extension ScriptContext {
    /// Deepest nesting converted before giving up (a guard against pathological input).
    static let maximumConversionDepth = 512
    /// The most elements an array copied into Swift may have (16 M).
    static let maximumConversionLength = 1 << 24
    /// The most objects and arrays a value copied into Swift may hold, a shared one counted each time
    /// it is reached: what the Swift tree would hold if written out (1 M).
    static let maximumConversionObjects = 1 << 20

    /// Copies a JavaScript value into Swift.
    ///
    /// An object reached twice (a shared graph, a DAG) is read once and its Swift value shared, so a
    /// graph of 21 objects each referring twice to the next costs 21 conversions, not 2²¹.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` for a cycle, nesting deeper than
    ///   ``maximumConversionDepth``, more than ``maximumConversionObjects`` objects, or a getter
    ///   that throws, naming the path.
    func scriptValue(_ value: JSValueRef) throws -> ScriptValue {
        var walk = ConversionWalk()
        // Only an object runs page code as it is read (getters, toJSON, proxies).
        guard JSValueIsObject(ref, value), !group.inRunner else { return try convert(value, walk: &walk) }
        enterOwnWindowForHostRead()
        let converted = Result { try convert(value, walk: &walk) }
        try runJobsQueuedByHostRead()
        return try converted.get()
    }

    /// Where the conversion is: the objects above (to find cycles) and the keys that led
    /// here — turned into a path string only when an error needs one.
    struct ConversionWalk {
        enum Key { case index(Int), name(String) }
        var ancestors: [JSObjectRef] = []
        var keys: [Key] = []
        /// Objects converted so far, with their value and how many objects it holds. The objects are
        /// only compared, never dereferenced: one a getter made unreachable, collected, and its address
        /// reused would at worst give the page its own data in another shape.
        var converted: [JSObjectRef: (value: ScriptValue, objects: Int, height: Int)] = [:]
        /// Prototypes met so far, with whether their chain has no enumerable property (compared only, as `converted`).
        var prototypesWithoutEnumerables: [JSObjectRef: Bool] = [:]
        /// The last of them (objects in a row usually share one).
        var lastPrototype: (object: JSObjectRef?, withoutEnumerables: Bool) = (nil, false)
        /// Objects and arrays in the value so far, shared ones counted each time.
        var objects = 0
        /// The deepest nesting reached so far, a shared value's height included.
        var deepest = 0

        mutating func count(_ added: Int) throws {
            objects += added
            guard objects > ScriptContext.maximumConversionObjects else { return }
            throw ScriptError.conversion(
                path: path(),
                message: "the value holds more than \(ScriptContext.maximumConversionObjects) objects and arrays "
                    + "(a shared one counts each time it is reached)")
        }

        func path(adding key: Key? = nil) -> String {
            var path = ""
            for key in keys + (key.map { [$0] } ?? []) {
                switch key {
                case .index(let i): path += "[\(i)]"
                case .name(let n): path += path.isEmpty ? n : ".\(n)"
                }
            }
            return path
        }
    }

    private func convert(_ value: JSValueRef, walk: inout ConversionWalk) throws -> ScriptValue {
        switch JSValueGetType(ref, value) {
        case kJSTypeUndefined: return .undefined
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(JSValueToBoolean(ref, value))
        case kJSTypeNumber: return .number(JSValueToNumber(ref, value, nil))
        case kJSTypeString: return stringValue(value)
        case kJSTypeObject: break
        default: return .undefined  // symbols and BigInts have no plain-data form
        }
        guard let object = JSValueToObject(ref, value, nil) else { return .undefined }
        if JSObjectIsFunction(ref, object) { return .undefined }
        if let done = walk.converted[object] {
            // Shared where it nests deeper than where it was first converted: the depth limit still holds.
            guard walk.ancestors.count + done.height <= Self.maximumConversionDepth else {
                throw ScriptError.conversion(
                    path: walk.path(), message: "nested deeper than \(Self.maximumConversionDepth) levels")
            }
            try walk.count(done.objects)
            walk.deepest = max(walk.deepest, walk.ancestors.count + done.height)
            return done.value
        }
        if walk.ancestors.contains(where: { $0 == object }) {
            throw ScriptError.conversion(path: walk.path(), message: "the value refers to itself (a cycle)")
        }
        guard walk.ancestors.count < Self.maximumConversionDepth else {
            throw ScriptError.conversion(path: walk.path(), message: "nested deeper than \(Self.maximumConversionDepth) levels")
        }
        if JSValueIsDate(ref, value) {
            return .string(displayString(try callMethod(object, "toISOString", walk: walk)))
        }
        let objectsBefore = walk.objects
        try walk.count(1)
        let depth = walk.ancestors.count
        let deepestBefore = walk.deepest
        walk.deepest = depth + 1
        walk.ancestors.append(object)
        defer { walk.ancestors.removeLast() }
        let converted = try convertContainer(object, value, walk: &walk)
        walk.converted[object] = (converted, walk.objects - objectsBefore, walk.deepest - depth)
        walk.deepest = max(walk.deepest, deepestBefore)
        return converted
    }

    /// An array's elements or an object's own enumerable properties, converted.
    private func convertContainer(
        _ object: JSObjectRef, _ value: JSValueRef, walk: inout ConversionWalk
    ) throws -> ScriptValue {
        if JSValueIsArray(ref, value) {
            // A sparse `a.length = 4e9` is a real array too: refuse it rather than allocate for it.
            let rawLength = JSValueToNumber(ref, try get(object, lengthName, walk: walk), nil)
            guard let length = JavaScriptNumber.integer(rawLength, as: Int.self), length <= Self.maximumConversionLength
            else {
                throw ScriptError.conversion(
                    path: walk.path(),
                    message: "an array of \(JavaScriptNumber.string(rawLength)) elements is longer than \(Self.maximumConversionLength)")
            }
            var items: [ScriptValue] = []
            items.reserveCapacity(length)
            for index in 0..<length {
                var exception: JSValueRef?
                let element = JSObjectGetPropertyAtIndex(ref, object, UInt32(truncatingIfNeeded: index), &exception)
                if let exception { throw getterError(exception, path: walk.path(adding: .index(index))) }
                guard let element else {
                    items.append(.undefined)
                    continue
                }
                walk.keys.append(.index(index))
                items.append(try convert(element, walk: &walk))
                walk.keys.removeLast()
            }
            return .array(items)
        }
        var properties: [String: ScriptValue] = [:]
        func add(_ name: JSStringRef, walk: inout ConversionWalk) throws {
            let key = String(jsString: name)
            var exception: JSValueRef?
            let property = JSObjectGetProperty(ref, object, name, &exception)
            if let exception { throw getterError(exception, path: walk.path(adding: .name(key))) }
            guard let property else {
                properties[key] = .undefined
                return
            }
            walk.keys.append(.name(key))
            properties[key] = try convert(property, walk: &walk)
            walk.keys.removeLast()
        }
        if forInNamesAreOwn(object, walk: &walk) {
            guard let names = JSObjectCopyPropertyNames(ref, object) else { return .object([:]) }
            defer { JSPropertyNameArrayRelease(names) }
            let count = JSPropertyNameArrayGetCount(names)
            properties.reserveCapacity(count)
            for index in 0..<count {
                guard let name = JSPropertyNameArrayGetNameAtIndex(names, index) else { continue }
                try add(name, walk: &walk)
            }
        } else {
            let names = try ownEnumerableKeys(object, walk: walk)
            defer { for name in names { JSStringRelease(name) } }
            properties.reserveCapacity(names.count)
            for name in names { try add(name, walk: &walk) }
        }
        return .object(properties)
    }

    /// Whether `object`'s `for…in` names are all its own: its prototype chain has no enumerable
    /// property (an object literal's, unless the page added one to `Object.prototype`). Asked once
    /// per prototype in a conversion.
    private func forInNamesAreOwn(_ object: JSObjectRef, walk: inout ConversionWalk) -> Bool {
        let prototype = JSObjectGetPrototype(ref, object)
        guard let prototype, JSValueIsObject(ref, prototype), let chain = JSValueToObject(ref, prototype, nil) else {
            return true
        }
        if chain == walk.lastPrototype.object { return walk.lastPrototype.withoutEnumerables }
        let none: Bool
        if let known = walk.prototypesWithoutEnumerables[chain] {
            none = known
        } else {
            let names = JSObjectCopyPropertyNames(ref, chain)
            none = names.map { JSPropertyNameArrayGetCount($0) == 0 } ?? false
            if let names { JSPropertyNameArrayRelease(names) }
            walk.prototypesWithoutEnumerables[chain] = none
        }
        walk.lastPrototype = (chain, none)
        return none
    }

    /// `object`'s own enumerable string keys, in `Object.keys` order: what structured clone (and so
    /// a WKScriptMessage's body) copies of an object; not the prototype chain's, which
    /// `JSObjectCopyPropertyNames` lists too (an options object made with `Object.create(defaults)`).
    private func ownEnumerableKeys(_ object: JSObjectRef, walk: ConversionWalk) throws -> [JSStringRef] {
        guard let keysFunction = group.ownKeysFunction else {
            throw ScriptError.engine("could not make the VM's Object.keys")
        }
        var exception: JSValueRef?
        var arguments: [JSValueRef?] = [object]
        let keys = JSObjectCallAsFunction(ref, keysFunction, nil, 1, &arguments, &exception)
        // A proxy's ownKeys trap that throws.
        if let exception { throw getterError(exception, path: walk.path()) }
        guard let keys, let array = JSValueToObject(ref, keys, nil) else { return [] }
        let count = JSValueToNumber(ref, try get(array, lengthName, walk: walk), nil)
        guard let length = JavaScriptNumber.integer(count, as: Int.self) else { return [] }
        var names: [JSStringRef] = []
        names.reserveCapacity(length)
        for index in 0..<length {
            guard let key = JSObjectGetPropertyAtIndex(ref, array, UInt32(truncatingIfNeeded: index), nil),
                let name = JSValueToStringCopy(ref, key, nil)
            else { continue }
            names.append(name)
        }
        return names
    }

    private func stringValue(_ value: JSValueRef) -> ScriptValue {
        guard let string = JSValueToStringCopy(ref, value, nil) else { return .string("") }
        defer { JSStringRelease(string) }
        let count = JSStringGetLength(string)
        guard count > 0, let chars = JSStringGetCharactersPtr(string) else { return .string("") }
        let units = UnsafeBufferPointer(start: chars, count: count)
        if hasLoneSurrogate(units) { return .utf16(Array(units)) }
        return .string(String(transcoding: units))
    }

    private func get(_ object: JSObjectRef, _ name: JSStringRef, walk: ConversionWalk) throws -> JSValueRef {
        var exception: JSValueRef?
        let value = JSObjectGetProperty(ref, object, name, &exception)
        if let exception { throw getterError(exception, path: walk.path()) }
        return value ?? JSValueMakeUndefined(ref)
    }

    private func callMethod(_ object: JSObjectRef, _ name: String, walk: ConversionWalk) throws -> JSValueRef {
        let method = try name.withJSString { try get(object, $0, walk: walk) }
        guard let function = JSValueToObject(ref, method, nil), JSObjectIsFunction(ref, function) else {
            return JSValueMakeUndefined(ref)
        }
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(ref, function, object, 0, nil, &exception)
        if let exception { throw getterError(exception, path: walk.path()) }
        return result ?? JSValueMakeUndefined(ref)
    }

    private func getterError(_ exception: JSValueRef, path: String) -> ScriptError {
        if watchdog.fired { return .timeLimitExceeded(limit: timeLimit, sourceName: "<conversion>") }
        let info = errorInfo(exception)
        return .conversion(path: path, message: "reading the value threw \(info.name): \(info.message)")
    }

    /// Makes a JavaScript value of a Swift one.
    func jsValue(_ value: ScriptValue) -> JSValueRef {
        switch value {
        case .undefined: return JSValueMakeUndefined(ref)
        case .null: return JSValueMakeNull(ref)
        case .bool(let b): return JSValueMakeBoolean(ref, b)
        case .int(let i): return JSValueMakeNumber(ref, Double(i))
        case .double(let d): return JSValueMakeNumber(ref, d)
        case .string(let s): return s.withJSString { JSValueMakeString(ref, $0) }
        case .utf16(let units):
            let string = makeJSString(utf16: units)
            defer { JSStringRelease(string) }
            return JSValueMakeString(ref, string)
        case .array(let items):
            // Each element goes into the array as soon as it is made: a value held only in
            // Swift's heap is invisible to the collector's conservative stack scan.
            guard let array = JSObjectMakeArray(ref, 0, nil, nil) else { return JSValueMakeUndefined(ref) }
            for (index, item) in items.enumerated() {
                JSObjectSetPropertyAtIndex(ref, array, UInt32(index), jsValue(item), nil)
            }
            return array
        case .object(let properties):
            guard let object = JSObjectMake(ref, nil, nil) else { return JSValueMakeUndefined(ref) }
            for (key, element) in properties {
                let v = jsValue(element)
                key.withJSString { JSObjectSetProperty(ref, object, $0, v, 0, nil) }
            }
            return object
        }
    }

    /// Makes JavaScript values of `values` and runs `body` with them, protected from the
    /// collector until `body` returns (an array of refs lives in Swift's heap, which the
    /// collector does not scan).
    func withJSValues<R>(_ values: [ScriptValue], _ body: ([JSValueRef?]) throws -> R) rethrows -> R {
        var refs: [JSValueRef?] = []
        refs.reserveCapacity(values.count)
        for value in values {
            let made = jsValue(value)
            JSValueProtect(ref, made)
            refs.append(made)
        }
        defer { for made in refs { JSValueUnprotect(ref, made) } }
        return try body(refs)
    }

    /// Makes a handle holding a JavaScript copy of `value`.
    public func handle(for value: ScriptValue) -> ScriptHandle {
        ScriptHandle(context: self, ref: jsValue(value))
    }
}
