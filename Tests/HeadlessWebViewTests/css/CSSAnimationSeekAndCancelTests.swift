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
        try advance(page, 1)
        _ = try page.run("document.getElementById('box').style.animationDelay = '-100s';")
        try advance(page, 1)
        #expect(try page.run("log.join(' ')") == "animationstart@0:fade:0 animationiteration@1:fade:100")
    }

    @Test func aSeekPastTheEndEndsTheAnimation() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'fade 100s 2';")
        try advance(page, 1)
        _ = try page.run("document.getElementById('box').style.animationDelay = '-200s';")
        try advance(page, 1)
        #expect(try page.run("log.join(' ')") == "animationstart@0:fade:0 animationend@1:fade:200")
        try advance(page, 300_000)
        #expect(try page.run("log.length") == "2")
    }

    @Test func displayNoneCancelsARunningAnimation() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'fade 100s';")
        try advance(page, 1)
        _ = try page.run("document.getElementById('box').style.display = 'none';")
        try advance(page, 200_000)
        #expect(try page.run("log.join(' ')") == "animationstart@0:fade:0 animationcancel@1:fade:0")
    }

    @Test func displayNoneCancelsARunningTransition() throws {
        let page = try page()
        _ = try page.run(
            "const box = document.getElementById('box'); box.style.transition = 'opacity 100s'; box.style.opacity = 0;")
        try advance(page, 1)
        _ = try page.run("document.getElementById('box').style.display = 'none';")
        try advance(page, 200_000)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@0:opacity:0 transitionstart@0:opacity:0 transitioncancel@1:opacity:0")
    }
}
