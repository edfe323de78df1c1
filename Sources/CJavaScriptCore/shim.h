#ifndef SHOPSTAGE_CJAVASCRIPTCORE_SHIM_H
#define SHOPSTAGE_CJAVASCRIPTCORE_SHIM_H

#include <JavaScriptCore/JavaScript.h>

#ifdef __cplusplus
extern "C" {
#endif

// Exported by libjavascriptcoregtk but declared only in JSContextRefPrivate.h,
// which Debian does not ship. Signatures as in WebKit's Source/JavaScriptCore/API.

/// Called by the watchdog when a script has run past the limit; return true to terminate it.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

/// Sets the longest time (seconds) one entry into the VM may run before `callback` is asked.
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback, void *context);

/// Removes the limit set with JSContextGroupSetExecutionTimeLimit.
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// Runs a full, synchronous collection (JSBasePrivate.h).
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);

/// Calls `function(promise, reason)` for every promise rejected with no handler.
JS_EXPORT void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx, JSObjectRef function,
                                                            JSValueRef *exception);

/// Whether `eval` and the Function constructors (also async and generator ones) work in a global;
/// `message` is the EvalError's when they do not.
JS_EXPORT void JSGlobalContextSetEvalEnabled(JSGlobalContextRef ctx, bool enabled, JSStringRef message);

/// Precompiled scripts (JSScriptRefPrivate.h): parse once, evaluate in many contexts of one group.
typedef struct OpaqueJSScript *JSScriptRef;
JS_EXPORT JSScriptRef JSScriptCreateFromString(JSContextGroupRef contextGroup, JSStringRef url, int startingLineNumber,
                                               JSStringRef source, JSStringRef *errorMessage, int *errorLine);
JS_EXPORT void JSScriptRetain(JSScriptRef script);
JS_EXPORT void JSScriptRelease(JSScriptRef script);
JS_EXPORT JSValueRef JSScriptEvaluate(JSContextRef ctx, JSScriptRef script, JSValueRef thisValue, JSValueRef *exception);

/// Reads an unsigned JavaScriptCore option (jsc/JSCOptions.h, the GLib API of the same library).
int jsc_options_get_uint(const char *option, unsigned int *value);
/// Reads a signed integer JavaScriptCore option.
int jsc_options_get_int(const char *option, int *value);
/// Reads a Boolean JavaScriptCore option (a gboolean is an int).
int jsc_options_get_boolean(const char *option, int *value);

#ifdef __cplusplus
}
#endif

#endif
