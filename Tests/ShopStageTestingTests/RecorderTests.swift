import EMarketer
import Foundation
import ScriptEngine
import ShopStageTesting
import Testing

/// What recorders keep and how they say a recording differs from what was expected.
@Suite struct RecorderTests {
    @Test func aRecordingThatMatchesHasNoDifference() {
        let recorder = Recorder<String>(clock: nil)
        recorder.record("ready")
        recorder.record("playing")
        #expect(recorder.difference(from: ["ready", "playing"]) == nil)
    }

    @Test func aDifferenceListsExpectedAgainstArrivedWithVirtualTimes() {
        let clock = VirtualClock()
        let recorder = Recorder<String>(clock: clock)
        recorder.record("ready")
        clock.advance(by: .milliseconds(1250))
        recorder.record("paused")
        clock.advance(by: .seconds(61))
        recorder.record("completed")
        #expect(
            recorder.difference(from: ["ready", "playing"]) == """
                What arrived differs from what was expected (first at #1; 2 expected, 3 arrived):
                     expected | arrived
                  #0 ready    | ready @ 00:00.000
                ✗ #1 playing  | paused @ 00:01.250
                ✗ #2 —        | completed @ 01:02.250
                """)
    }

    @Test func expectRecordsAnIssueWhenTheEventsDiffer() {
        let recorder = Recorder<Int>(clock: nil)
        recorder.record(1)
        withKnownIssue {
            recorder.expect([2])
        }
    }

    @Test func aKeyComparesOnlyWhatTheTestCaresAbout() {
        let recorder = Recorder<eMarketerActionClicked>(clock: nil)
        recorder.record(eMarketerActionClicked(actionId: 7, href: "https://shop.example/", status: "product", arg: "1"))
        #expect(recorder.difference(in: \.status, from: ["product"]) == nil)
        #expect(recorder.difference(in: \.status, from: ["close"]) != nil)
    }

    @Test func aPanelReportIsOneLineOfItsKindAndFields() {
        let report = PanelReport(
            time: VirtualClock.defaultEpoch, session: 1, kind: .productClick, actionId: 7, productId: "sku-42")
        #expect(report.line == "productClick 7 sku-42")
    }
}
