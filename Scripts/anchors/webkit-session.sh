# Sourced by Scripts/webkit-differential and Scripts/bench-anchors: starts a virtual display (unless
# one is set) and WebKitGTK's WebDriver on a free port, exports WEBKIT_WEBDRIVER, and stops both, by
# their process ids, when the calling script exits.

webkit_session_start() {
    local port display_started=""
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    if [[ -z "${DISPLAY:-}" ]]; then
        local number=$((90 + RANDOM % 100))
        Xvfb ":$number" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
        WEBKIT_XVFB_PID=$!
        export DISPLAY=":$number"
        display_started=yes
        sleep 1
    fi
    WebKitWebDriver --port="$port" >/dev/null 2>&1 &
    WEBKIT_DRIVER_PID=$!
    trap webkit_session_stop EXIT
    export WEBKIT_WEBDRIVER="http://127.0.0.1:$port"
    local tries=0
    until curl -sf "$WEBKIT_WEBDRIVER/status" >/dev/null 2>&1; do
        tries=$((tries + 1))
        if [[ $tries -gt 50 ]]; then
            echo "webkit: WebKitWebDriver did not answer on port $port" >&2
            exit 1
        fi
        sleep 0.1
    done
    [[ -n "$display_started" ]] && echo "webkit: Xvfb on $DISPLAY, WebKitWebDriver on port $port" >&2
    return 0
}

webkit_session_stop() {
    [[ -n "${WEBKIT_DRIVER_PID:-}" ]] && kill "$WEBKIT_DRIVER_PID" 2>/dev/null || true
    [[ -n "${WEBKIT_XVFB_PID:-}" ]] && kill "$WEBKIT_XVFB_PID" 2>/dev/null || true
}
