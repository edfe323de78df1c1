#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif
import Foundation

/// JavaScriptCore options ShopStage sets for its process, before JavaScriptCore starts (it
/// reads `JSC_<option>` environment variables once, then freezes its options). A variable the
/// user has set already wins.
///
/// - `maxAccessVariantListSize` and `maxPolymorphicAccessInliningListSize`, 8 by default: how
///   many object shapes a property access caches before it goes megamorphic. The DOM's nodes
///   come in 20-odd shapes (one per element class, text, comment, attribute), so its tree walks
///   (`link`, selector matching, attribute lookup) saw megamorphic accesses everywhere: with 32,
///   an e-Marketer action's render and click took 17 % fewer instructions on the main thread
///   (callgrind, 440 operations: 2.68 G -> 2.23 G). The same setting for calls made it worse.
/// - `useWasm` off: JavaScriptCore's time limit does not stop a WebAssembly loop, and no
///   player or action ShopStage emulates uses WebAssembly, so `WebAssembly` is not defined.
enum JavaScriptCoreTuning {
    static let options: [(name: String, value: String)] = [
        ("maxAccessVariantListSize", "32"),
        ("maxPolymorphicAccessInliningListSize", "32"),
        ("useWasm", "false"),
    ]

    /// Sets the options, once, if JavaScriptCore has not started yet (after that it has no effect).
    static func apply() { _ = applied }

    /// The value JavaScriptCore runs with for an unsigned or Boolean option, as its environment
    /// variable spells it (`"32"`, `"false"`), or nil when it has none by that name.
    static func currentValue(of option: String) -> String? {
        // JavaScriptCore reads a Boolean option as the unsigned 0 or 1 too: ask by the kind ShopStage sets.
        let value = options.first { $0.name == option }?.value
        if value == "true" || value == "false" {
            var flag: Int32 = 0
            return jsc_options_get_boolean(option, &flag) != 0 ? (flag != 0 ? "true" : "false") : nil
        }
        var number: UInt32 = 0
        return jsc_options_get_uint(option, &number) != 0 ? String(number) : nil
    }

    private static let applied: Void = {
        for option in options { setenv("JSC_" + option.name, option.value, 0) }
    }()
}
