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
/// - `thresholdForOptimizeAfterWarmUp`, `…AfterLongWarmUp` and `…Soon`, 1,000 by default: how often a
///   function runs before the optimising compiler (DFG) takes it. Every web view is a new global object,
///   so a page's libraries (jQuery, slick, Vue…) start cold on each, and their functions that ran a
///   thousand times in one render were compiled again for each page on the compiler threads, only to be
///   thrown away with it (on slick-carousel, 24 ms of DFG compile time per page against a 40 ms render).
///   With 10,000 the DOM's own functions, which every page shares, still reach the DFG within a few
///   renders: the compiler threads' CPU time per render fell by half or more on the real-library pages
///   (perf, slick-carousel 37.8 -> 20.2 ms, jquery-tiles 10.9 -> 3.9 ms), the main thread's stayed the same.
/// - `thresholdForJITAfterWarmUp`, 500 by default: how much a function runs (15 a call, 1 a loop
///   iteration) before the baseline compiler takes it. A page's functions are new code blocks in every
///   web view, but JavaScriptCore shares baseline code between the code blocks of one source: once a
///   library function (Alpine's, Vue's, Handlebars', lit's) has been compiled in one page, it switches
///   to that code in every later page after some 33 calls, and starts its inline caches again, cold,
///   for the few calls a page has left. With 20,000 (some 1,300 calls) the real-library pages ran
///   faster, the median page by 8–10 % in three interleaved runs (Alpine, Vue, Handlebars and lit by
///   14–22 %, Owl by a tenth, slick between −11 % and +3 %), the anchor action 4–5 % slower (the
///   functions every page runs a few times stay in the interpreter); switching the baseline compiler
///   off altogether made jQuery's pages, slick and the anchor 7–47 % slower.
/// - `useWasm` off: JavaScriptCore's time limit does not stop a WebAssembly loop, and no
///   player or action ShopStage emulates uses WebAssembly, so `WebAssembly` is not defined.
enum JavaScriptCoreTuning {
    /// Each option's name, value and type (JavaScriptCore reads each type through its own call).
    static let options: [(name: String, value: String, type: OptionType)] = [
        ("maxAccessVariantListSize", "32", .unsigned),
        ("maxPolymorphicAccessInliningListSize", "32", .unsigned),
        ("thresholdForJITAfterWarmUp", "20000", .signed),
        ("thresholdForOptimizeAfterWarmUp", "10000", .signed),
        ("thresholdForOptimizeAfterLongWarmUp", "10000", .signed),
        ("thresholdForOptimizeSoon", "10000", .signed),
        ("useWasm", "false", .boolean),
    ]

    enum OptionType { case unsigned, signed, boolean }

    /// Sets the options, once, if JavaScriptCore has not started yet (after that it has no effect).
    static func apply() { _ = applied }

    /// The value JavaScriptCore runs with for one of ``options``, as its environment variable spells it
    /// (`"32"`, `"false"`), or nil when it has none by that name.
    static func currentValue(of option: String) -> String? {
        switch options.first(where: { $0.name == option })?.type {
        case .boolean:
            var flag: Int32 = 0
            return jsc_options_get_boolean(option, &flag) != 0 ? (flag != 0 ? "true" : "false") : nil
        case .signed:
            var number: Int32 = 0
            return jsc_options_get_int(option, &number) != 0 ? String(number) : nil
        case .unsigned:
            var number: UInt32 = 0
            return jsc_options_get_uint(option, &number) != 0 ? String(number) : nil
        case nil:
            return nil
        }
    }

    private static let applied: Void = {
        for option in options { setenv("JSC_" + option.name, option.value, 0) }
        RemoteInspection.disableByDefault()
    }()
}
