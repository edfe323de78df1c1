import HeadlessWebView
import Testing

/// The event interfaces beyond the core ones, and `document.createEvent`'s table of names.
struct EventInterfaceTests {
    @Test func wheelEventCarriesItsDeltasAndIsAMouseEvent() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const e = new WheelEvent('wheel', { deltaY: 3.5, deltaMode: WheelEvent.DOM_DELTA_LINE, clientX: 4 });
                [e instanceof MouseEvent, e.deltaX, e.deltaY, e.deltaMode, e.clientX].join(',')
                """) == "true,0,3.5,1,4")
    }

    @Test func compositionEventCarriesItsData() throws {
        let page = try Page("")
        #expect(
            try page.run(
                "const e = new CompositionEvent('compositionend', { data: 'ş' }); [e instanceof UIEvent, e.data].join(',')")
                == "true,ş")
    }

    @Test func animationAndTransitionEventsCarryTheirNamesAndTimes() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const a = new AnimationEvent('animationend', { animationName: 'pulse', elapsedTime: 1.5 });
                const t = new TransitionEvent('transitionend', { propertyName: 'opacity', elapsedTime: 0.3 });
                [a.animationName, a.elapsedTime, a.pseudoElement === '', t.propertyName, t.elapsedTime].join(',')
                """) == "pulse,1.5,true,opacity,0.3")
    }

    @Test func storageEventDefaultsToNullKeyAndValues() throws {
        let page = try Page("")
        #expect(
            try page.run("const e = new StorageEvent('storage'); [e.key, e.oldValue, e.newValue, e.url].map(String).join(',')")
                == "null,null,null,")
    }

    @Test func promiseRejectionEventNeedsAPromise() throws {
        let page = try Page("")
        #expect(try page.run("try { new PromiseRejectionEvent('unhandledrejection'); 'made' } catch (e) { e.name }") == "TypeError")
    }

    @Test func createEventKnowsTheStandardsTableWhateverTheCase() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                ['BeforeUnloadEvent', 'compositionevent', 'DRAGEVENT', 'StorageEvent', 'TextEvent', 'SVGEvents', 'DeviceMotionEvent']
                  .map(name => Object.getPrototypeOf(document.createEvent(name)).constructor.name).join(',')
                """) == "BeforeUnloadEvent,CompositionEvent,DragEvent,StorageEvent,TextEvent,Event,DeviceMotionEvent")
    }

    @Test func createEventRefusesInterfacesOutsideTheTable() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                ['ErrorEvent', 'ProgressEvent', 'WheelEvent', 'AnimationEvent', 'CustomEvents', 'U\\u0130Event']
                  .map(name => { try { document.createEvent(name); return 'made'; } catch (e) { return e.name; } }).join(',')
                """)
                == "NotSupportedError,NotSupportedError,NotSupportedError,NotSupportedError,NotSupportedError,NotSupportedError")
    }

    @Test func aCreatedEventCannotBeDispatchedBeforeItsInit() throws {
        let page = try Page("")
        #expect(
            try page.run("try { document.body.dispatchEvent(document.createEvent('DragEvent')); 'sent' } catch (e) { e.name }")
                == "InvalidStateError")
    }

    @Test func initKeyboardEventSetsKeyLocationAndModifiers() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const e = document.createEvent('KeyboardEvent');
                e.initKeyboardEvent('keydown', true, true, window, 'Enter', KeyboardEvent.DOM_KEY_LOCATION_NUMPAD, true, false, true, false);
                [e.type, e.bubbles, e.key, e.location, e.ctrlKey, e.altKey, e.shiftKey].join(',')
                """) == "keydown,true,Enter,3,true,false,true")
    }

    @Test func initCompositionEventSetsTheData() throws {
        let page = try Page("")
        #expect(
            try page.run(
                "const e = document.createEvent('CompositionEvent'); e.initCompositionEvent('compositionstart', true, false, window, 'a'); e.data"
            ) == "a")
    }

    /// A BeforeUnloadEvent cannot be constructed by a page (WebKitGTK 2.50: "Illegal constructor"); one
    /// made with `createEvent` keeps a string `returnValue`, which does not cancel it (WebKitGTK 2.50).
    @Test func beforeUnloadReturnValueIsAStringThatDoesNotCancel() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                let constructed = 'made';
                try { new BeforeUnloadEvent('beforeunload'); } catch (e) { constructed = e.message; }
                const e = document.createEvent('BeforeUnloadEvent'); e.initEvent('beforeunload', true, true);
                e.returnValue = 'stay'; [constructed, e.returnValue, e.defaultPrevented].join(',')
                """
            ) == "Illegal constructor,stay,false")
    }
}
