import Testing
import ScriptEngine

/// The one `Duration` ⇄ seconds and milliseconds rule, at its edges.
struct DurationConversionTests {
    @Test func secondsAndMillisecondsOfWholeAndFractionalDurations() {
        #expect(Duration.zero.inSeconds == 0)
        #expect(Duration.milliseconds(1500).inSeconds == 1.5)
        #expect(Duration.milliseconds(1500).inMilliseconds == 1500)
        #expect(Duration.microseconds(1).inMilliseconds == 0.001)
        #expect(Duration.nanoseconds(1).inSeconds == 1e-9)
    }

    @Test func negativeDurationsAreNegativeSeconds() {
        #expect(Duration.milliseconds(-250).inSeconds == -0.25)
        #expect(Duration.milliseconds(-250).inMilliseconds == -250)
    }

    @Test func theLongestDurationConvertsWithoutATrap() {
        let longest = Duration.seconds(Int64.max)
        #expect(longest.inSeconds == Double(Int64.max))
        #expect(longest.inMilliseconds == Double(Int64.max) * 1000)
    }

    @Test func millisecondsRoundToTheMicrosecond() {
        #expect(Duration.milliseconds(clamping: 1.5) == .microseconds(1500))
        #expect(Duration.milliseconds(clamping: 0.0004) == .zero)
        #expect(Duration.milliseconds(clamping: 0.0006) == .microseconds(1))
        #expect(Duration.milliseconds(clamping: -2) == .milliseconds(-2))
    }

    @Test func millisecondsRoundUpWhenADueTimeMustBeReached() {
        #expect(Duration.milliseconds(clamping: 0.0001, rounding: .up) == .microseconds(1))
        #expect(Duration.milliseconds(clamping: 2.5, rounding: .up) == .microseconds(2500))
        #expect(Duration.milliseconds(clamping: .nan, rounding: .up) == .zero)
    }

    @Test func millisecondsThatAreNotANumberAreZero() {
        #expect(Duration.milliseconds(clamping: .nan) == .zero)
        #expect(Duration.milliseconds(clamping: -0.0) == .zero)
    }

    @Test func millisecondsPastWhatADurationHoldsAreClamped() {
        #expect(Duration.milliseconds(clamping: .infinity) == .microseconds(Int64.max))
        #expect(Duration.milliseconds(clamping: 1e300) == .microseconds(Int64.max))
        #expect(Duration.milliseconds(clamping: -.infinity) == .microseconds(Int64.min))
        #expect(Duration.milliseconds(clamping: 1e19) == .microseconds(Int64.max))
    }
}
