import Testing
import ZappDownloads

/// Hears what a connectivity role tells its listeners.
final class ConnectivityRecorder: ZAAppDelegateConnectorConnectivityListener {
    var heard: [ZAConnectivityState] = []

    func connectivityStateChanged(_ updatedStatus: ZAConnectivityState) { heard.append(updatedStatus) }
}

@MainActor
struct ConnectivityTests {
    @Test func listenersHearEachChangeOnceUntilRemoved() {
        let network = SimulatedConnectivity(.cellular)
        let listener = ConnectivityRecorder()
        network.addConnectivityListener(listener)
        network.addConnectivityListener(listener)
        network.state = .cellular
        network.state = .offline
        network.state = .wifi
        #expect(listener.heard == [.offline, .wifi])
        network.removeConnectivityListener(listener)
        network.state = .offline
        #expect(listener.heard == [.offline, .wifi])
    }

    @Test func onlineMeansCellularOrWifi() {
        let network = SimulatedConnectivity()
        #expect(network.getCurrentConnectivityState() == .wifi && network.isOnline() && !network.isOffline())
        network.state = .cellular
        #expect(network.isOnline())
        network.state = .offline
        #expect(network.isOffline() && !network.isOnline())
    }

    @Test func theConnectorStartsOnWifiAndTakesTheAppDelegatesConnectivityRole() async {
        // The shared connector: in a turn, so that the plugin host tests do not see this one's network.
        await ZAAppConnector.withHqmeDelegate(nil) {
            let connector = ZAAppConnector.sharedInstance()
            let previous = connector.connectivityDelegate
            defer { connector.connectivityDelegate = previous }
            #expect(connector.connectivityDelegate.getCurrentConnectivityState() == .wifi)
            let appDelegate = SimulatedConnectivity(.offline)
            connector.initializeWithDelegate(delegate: appDelegate)
            #expect(connector.connectivityDelegate === appDelegate)
            #expect(connector.hqmeDelegate == nil)
        }
    }
}
