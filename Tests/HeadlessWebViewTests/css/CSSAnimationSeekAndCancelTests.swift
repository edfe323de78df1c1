import HeadlessWebView
import Testing

/// A running CSS animation re-timed by its page (a negative `animation-delay` seeks it), and
/// `display: none` cancelling what runs, as the CSS Animations and Transitions specs fire them.
struct CSSAnimationSeekAndCancelTests {
    /// The logging page and clock steps of the animation events' suite.
    let base = CSSAnimationEventTests()
    func page() throws -> Page { try base.page() }
    func advance(_ page: Page, _ milliseconds: Int) throws { try base.advance(page, milliseconds) }

    @Test func aNegativeDelaySeeksARunningAnimationIntoItsNextIteration() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'fade 100s 2';")
        // Started on frame 1 (17); the seek at 20 shows on frame 2 (34).
        try advance(page, 20)
        _ = try page.run("document.getElementById('box').style.animationDelay = '-100s';")
        try advance(page, 20)
        #expect(try page.run("log.join(' ')") == "animationstart@17:fade:0 animationiteration@34:fade:100")
    }

    @Test func aSeekPastTheEndEndsTheAnimation() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'fade 100s 2';")
        try advance(page, 20)
        _ = try page.run("document.getElementById('box').style.animationDelay = '-200s';")
        try advance(page, 20)
        #expect(try page.run("log.join(' ')") == "animationstart@17:fade:0 animationend@34:fade:200")
        try advance(page, 300_000)
        #expect(try page.run("log.length") == "2")
    }

    @Test func displayNoneCancelsARunningAnimation() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'fade 100s';")
        // Cancelled at 20, sent on frame 2 (34) with its active time, 20 - 16.67 ms.
        try advance(page, 20)
        _ = try page.run("document.getElementById('box').style.display = 'none';")
        try advance(page, 200_000)
        #expect(try page.run("log.join(' ')") == "animationstart@17:fade:0 animationcancel@34:fade:0.003333")
    }

    @Test func displayNoneCancelsARunningTransition() throws {
        let page = try page()
        _ = try page.run(
            "const box = document.getElementById('box'); box.style.transition = 'opacity 100s'; box.style.opacity = 0;")
        try advance(page, 20)
        _ = try page.run("document.getElementById('box').style.display = 'none';")
        try advance(page, 200_000)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@17:opacity:0 transitioncancel@34:opacity:0.003333")
    }
}
