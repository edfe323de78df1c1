#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

// The one place where JavaScript values become Swift values and back. Every module's
// conversions (message bodies, host-function arguments, results) come through here.

extension ScriptContext {
    /// Deepest nesting converted before giving up (a guard against pathological input).
    static let maximumConversionDepth = 512

    /// Copies a JavaScript value into Swift.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` for a cycle, nesting deeper than
    ///   ``maximumConversionDepth``, or a getter that throws, naming the path.
    func scriptValue(_ value: JSValueRef) throws -> ScriptValue {
        var ancestors: [JSObjectRef] = []
        return try convert(value, path: "", ancestors: &ancestors)
    }

    private func convert(_ value: JSValueRef, path: String, ancestors: inout [JSObjectRef]) throws -> ScriptValue {
        switch JSValueGetType(ref, value) {
        case kJSTypeUndefined: return .undefined
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(JSValueToBoolean(ref, value))
        case kJSTypeNumber: return .number(JSValueToNumber(ref, value, nil))
        case kJSTypeString: return stringValue(value)
        case kJSTypeObject: break
        default: return .undefined  // symbols; BigInt is converted below via its string form
        }
        guard let object = JSValueToObject(ref, value, nil) else { return .undefined }
        if JSObjectIsFunction(ref, object) { return .undefined }
        if ancestors.contains(where: { $0 == object }) {
            throw ScriptError.conversion(path: path, message: "the value refers to itself (a cycle)")
        }
        guard ancestors.count < Self.maximumConversionDepth else {
            throw ScriptError.conversion(path: path, message: "nested deeper than \(Self.maximumConversionDepth) levels")
        }
        if JSValueIsDate(ref, value) {
            return .string(displayString(try callMethod(object, "toISOString", path: path)))
        }
        ancestors.append(object)
        defer { ancestors.removeLast() }
        if JSValueIsArray(ref, value) {
            let length = Int(JSValueToNumber(ref, try get(object, "length", path: path), nil))
            var items: [ScriptValue] = []
            items.reserveCapacity(length)
            for index in 0..<length {
                var exception: JSValueRef?
                let element = JSObjectGetPropertyAtIndex(ref, object, UInt32(index), &exception)
                let elementPath = "\(path)[\(index)]"
                if let exception { throw getterError(exception, path: elementPath) }
                items.append(try element.map { try convert($0, path: elementPath, ancestors: &ancestors) } ?? .undefined)
            }
            return .array(items)
        }
        let names = JSObjectCopyPropertyNames(ref, object)!
        defer { JSPropertyNameArrayRelease(names) }
        let count = JSPropertyNameArrayGetCount(names)
        var properties: [String: ScriptValue] = [:]
        properties.reserveCapacity(count)
        for index in 0..<count {
            let name = JSPropertyNameArrayGetNameAtIndex(names, index)!
            let key = String(jsString: name)
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            var exception: JSValueRef?
            let property = JSObjectGetProperty(ref, object, name, &exception)
            if let exception { throw getterError(exception, path: keyPath) }
            properties[key] = try property.map { try convert($0, path: keyPath, ancestors: &ancestors) } ?? .undefined
        }
        return .object(properties)
    }

    private func stringValue(_ value: JSValueRef) -> ScriptValue {
        guard let string = JSValueToStringCopy(ref, value, nil) else { return .string("") }
        defer { JSStringRelease(string) }
        let count = JSStringGetLength(string)
        guard count > 0, let chars = JSStringGetCharactersPtr(string) else { return .string("") }
        let units = UnsafeBufferPointer(start: chars, count: count)
        if hasLoneSurrogate(units) { return .utf16(Array(units)) }
        return .string(String(decoding: units, as: UTF16.self))
    }

    private func get(_ object: JSObjectRef, _ name: String, path: String) throws -> JSValueRef {
        var exception: JSValueRef?
        let value = name.withJSString { JSObjectGetProperty(ref, object, $0, &exception) }
        if let exception { throw getterError(exception, path: path) }
        return value ?? JSValueMakeUndefined(ref)
    }

    private func callMethod(_ object: JSObjectRef, _ name: String, path: String) throws -> JSValueRef {
        let method = try get(object, name, path: path)
        guard let function = JSValueToObject(ref, method, nil), JSObjectIsFunction(ref, function) else {
            return JSValueMakeUndefined(ref)
        }
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(ref, function, object, 0, nil, &exception)
        if let exception { throw getterError(exception, path: path) }
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
            let refs: [JSValueRef?] = items.map { jsValue($0) }
            return refs.withUnsafeBufferPointer { JSObjectMakeArray(ref, $0.count, $0.baseAddress, nil) }
                ?? JSValueMakeUndefined(ref)
        case .object(let properties):
            let object = JSObjectMake(ref, nil, nil)!
            for (key, element) in properties {
                let v = jsValue(element)
                key.withJSString { JSObjectSetProperty(ref, object, $0, v, 0, nil) }
            }
            return object
        }
    }

    /// Makes a handle holding a JavaScript copy of `value`.
    public func handle(for value: ScriptValue) -> ScriptHandle {
        ScriptHandle(context: self, ref: jsValue(value))
    }
}
