import Foundation
import Testing
@testable import ScriptEngine

/// The one number rule: text as JavaScript prints it, integers without a trap.
struct JavaScriptNumberTests {
    /// 2⁵³ + 1 as a JavaScript number holds it: rounded to 2⁵³.
    static let twoTo53PlusOne = Double((1 << 53) + 1 as Int64)

    static let edgeValues: [Double] = [
        0, -0.0, 1, -1, 0.5, 1.5, 0.1, 0.2 + 0.1, 1e19, -1e20, 1e21, 1e-7, 1e-6, 123e-20, twoTo53PlusOne,
        9_007_199_254_740_992, 1.2345678901234568e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity, 89.5, 1e300, 4.35, 100, 1e15, 1e16, 123456789.125, 0.000001234, -0.00000123,
    ]

    @Test func textIsWhatJavaScriptCorePrints() throws {
        let context = try ScriptContext()
        let string = try context.evaluateHandle("(n) => String(n)")
        var generator = SystemRandomNumberGenerator()
        var values = Self.edgeValues
        for _ in 0..<2_000 { values.append(Double(bitPattern: generator.next())) }
        for _ in 0..<500 { values.append(Double(Int64.random(in: -1 << 60...1 << 60, using: &generator))) }
        for value in values {
            let expected = try string.call([.double(value)]).value().stringValue
            #expect(JavaScriptNumber.string(value) == expected, "\(value)")
        }
    }

    @Test func edgeValuesPrintAsJavaScriptDoes() {
        #expect(JavaScriptNumber.string(1e19) == "10000000000000000000")
        #expect(JavaScriptNumber.string(-1e20) == "-100000000000000000000")
        #expect(JavaScriptNumber.string(1e21) == "1e+21")
        #expect(JavaScriptNumber.string(Self.twoTo53PlusOne) == "9007199254740992")
        #expect(JavaScriptNumber.string(-0.0) == "0")
        #expect(JavaScriptNumber.string(.nan) == "NaN")
        #expect(JavaScriptNumber.string(-.infinity) == "-Infinity")
        #expect(JavaScriptNumber.string(1e-7) == "1e-7")
        #expect(JavaScriptNumber.string(0.000001) == "0.000001")
    }

    /// -2⁶³ is an `Int64` exactly, and `abs(Int64.min)` traps: a page's `inStock: -9223372036854775808` crashed.
    @Test func theExtremeIntegersPrintWithoutATrap() {
        #expect(JavaScriptNumber.string(-9_223_372_036_854_775_808) == "-9223372036854776000")
        #expect(JavaScriptNumber.string(Double(Int64.max)) == "9223372036854776000")
        #expect(JavaScriptNumber.string(-9_007_199_254_740_992) == "-9007199254740992")
        #expect(JavaScriptNumber.string(-1e300) == "-1e+300")
    }

    @Test func integerConversionNeverTraps() {
        #expect(JavaScriptNumber.integer(1e19, as: Int64.self) == nil)
        #expect(JavaScriptNumber.integer(1e19, as: UInt64.self) == 10_000_000_000_000_000_000)
        #expect(JavaScriptNumber.integer(-1e20, as: Int.self) == nil)
        #expect(JavaScriptNumber.integer(Self.twoTo53PlusOne, as: Int.self) == 9_007_199_254_740_992)
        #expect(JavaScriptNumber.integer(.nan, as: Int.self) == nil)
        #expect(JavaScriptNumber.integer(.infinity, as: Int32.self) == nil)
        #expect(JavaScriptNumber.integer(-0.0, as: Int.self) == 0)
        #expect(JavaScriptNumber.integer(2.5, as: Int.self) == nil)
        #expect(JavaScriptNumber.integer(-1, as: UInt.self) == nil)
        #expect(JavaScriptNumber.clampedInteger(1e300, as: Int.self) == .max)
        #expect(JavaScriptNumber.clampedInteger(-.infinity, as: Int32.self) == .min)
        #expect(JavaScriptNumber.clampedInteger(.nan, as: Int.self) == 0)
        #expect(JavaScriptNumber.clampedInteger(-2.9, as: Int.self) == -2)
        #expect(JavaScriptNumber.clampedInteger(9.3e18, as: Int64.self) == .max)
    }

    @Test func jsonTextOfNumbersIsJavaScripts() throws {
        let context = try ScriptContext()
        let stringify = try context.evaluateHandle("(v) => JSON.stringify(v)")
        for value in [1e19, 1e-7, 0.1, 1e21, 123.456, -0.0] {
            let expected = try stringify.call([.array([.double(value)])]).value().stringValue
            #expect(try ScriptValue.array([.double(value)]).jsonString() == expected, "\(value)")
        }
    }
}
