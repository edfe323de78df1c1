import Testing
import ScriptEngine

/// The one `mm:ss.mmm` stamp of virtual time.
struct DurationClockTextTests {
    @Test func zeroIsAllZeros() {
        #expect(Duration.zero.clockText == "00:00.000")
    }

    @Test func minutesSecondsAndMillisecondsArePadded() {
        #expect(Duration.milliseconds(7500).clockText == "00:07.500")
        #expect(Duration.milliseconds(65_005).clockText == "01:05.005")
        #expect(Duration.milliseconds(59_999).clockText == "00:59.999")
    }

    @Test func minutesKeepCountingPastAnHour() {
        #expect(Duration.seconds(75 * 60).clockText == "75:00.000")
        #expect(Duration.seconds(1000 * 60 + 1).clockText == "1000:01.000")
    }

    @Test func subMillisecondTimesRoundToTheNearestMillisecond() {
        #expect(Duration.microseconds(1499).clockText == "00:00.001")
        #expect(Duration.microseconds(1500).clockText == "00:00.002")
        #expect(Duration.microseconds(999_600).clockText == "00:01.000")
    }

    @Test func negativeDurationsHaveALeadingMinus() {
        #expect(Duration.milliseconds(-1500).clockText == "-00:01.500")
    }

    @Test func theLongestDurationsPrintWithoutATrap() {
        #expect(Duration.seconds(Int64.max).clockText == "153722867280912:55.807")
        #expect(Duration.seconds(Int64.min).clockText.hasPrefix("-153722867280912:55."))
    }
}
