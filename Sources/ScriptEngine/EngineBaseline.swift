#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// The bare JavaScriptCore C API doing the same work as ShopStage, for benchmarks that
/// report ShopStage's cost as a ratio to the floor. Not for anything else.
public enum EngineBaseline {
    /// Evaluates `source` `iterations` times in a plain context (made once, outside the timing)
    /// with strings prepared ahead, and returns the time each batch of `batch` evaluations took.
    public static func evaluate(_ source: String, setup: String = "", batches: Int, batch: Int) -> [Duration] {
        JavaScriptCoreTuning.apply()
        guard let context = JSGlobalContextCreate(nil) else { return [] }
        defer { JSGlobalContextRelease(context) }
        setup.withJSString { _ = JSEvaluateScript(context, $0, nil, nil, 1, nil) }
        return source.withJSString { script in
            "<bench>".withJSString { url in
                let clock = ContinuousClock()
                return (0..<batches).map { _ in
                    clock.measure {
                        for _ in 0..<batch { _ = JSEvaluateScript(context, script, nil, url, 1, nil) }
                    }
                }
            }
        }
    }

    /// Creates and releases `batch` bare global contexts per batch, each with a VM of its own,
    /// or all in one VM when `sharedGroup` is true.
    public static func createContexts(batches: Int, batch: Int, sharedGroup: Bool = false) -> [Duration] {
        JavaScriptCoreTuning.apply()
        let clock = ContinuousClock()
        let group = sharedGroup ? JSContextGroupCreate() : nil
        defer { if let group { JSContextGroupRelease(group) } }
        return (0..<batches).map { _ in
            clock.measure {
                for _ in 0..<batch {
                    if let context = JSGlobalContextCreateInGroup(group, nil) { JSGlobalContextRelease(context) }
                }
            }
        }
    }
    /// Evaluates `source` once in each of `batch` new global objects of one VM per batch (made
    /// before the timing, released after it), and returns the time each batch's evaluations took:
    /// the cost of code the VM has compiled before running in a global that has not run it.
    public static func evaluateInNewGlobals(_ source: String, batches: Int, batch: Int) -> [Duration] {
        JavaScriptCoreTuning.apply()
        guard let group = JSContextGroupCreate() else { return [] }
        defer { JSContextGroupRelease(group) }
        return source.withJSString { script in
            "<bench>".withJSString { url in
                let clock = ContinuousClock()
                return (0..<batches).map { _ in
                    let globals = (0..<batch).compactMap { _ in JSGlobalContextCreateInGroup(group, nil) }
                    defer { globals.forEach { JSGlobalContextRelease($0) } }
                    return clock.measure {
                        for global in globals { _ = JSEvaluateScript(global, script, nil, url, 1, nil) }
                    }
                }
            }
        }
    }
}
