package serve

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
	server "tabletop/serve"
)

// hostKeyOf is the server's host key: the key, whether it was just made
// and its file.
type hostKeyOf struct {
	signer gossh.Signer
	made   bool
	path   string
}

// startConsole lets the host type commands on serve's terminal
// (server.Console: code NAME gives a seat a new code), when its standard
// input is one: a file, a pipe or /dev/null (a script's or a service's
// serve) is not read. The console ends at the input's end or a failure to
// read, the server goes on; a serve in the background is not stopped by
// reading the terminal (its read fails).
func startConsole(ios cmdutil.IOStreams, srv *server.Server) {
	if !cmdutil.IsTerminal(ios.In) {
		return
	}
	ignoreTerminalReads()
	srv.Console(ios.In)
}

// awaitTable waits for the table's game to end, or for a signal on sig
// (Ctrl-C, SIGTERM, SIGHUP), which saves it, and prints the result as
// play does.
func awaitTable(o *Options, srv *server.Server, table *server.Table, sig <-chan os.Signal) error {
	ios := o.IO
	code := interrupted
	select {
	case <-table.Done():
	case s := <-sig:
		code = cmdutil.SignalCode(s)
		srv.Stop()
	}
	res := table.Result()
	if res.Saved != "" {
		fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "serve.saved", i18n.Args{"Path": res.Saved, "Self": o.Self()}))
	}
	if res.Err != nil {
		return res.Err
	}
	if !res.Over {
		// Stopped by a signal, as play is: the game is saved, and the
		// exit is 130 for Ctrl-C, 128 + the signal's number for another.
		return &cmdutil.ExitError{Code: code, Err: cmdutil.ErrSilent}
	}
	sum := seating.Summarize(res.State, &o.Setup, res.Moves)
	sum.Log = o.Log
	if o.JSON {
		return cmdutil.WriteJSONLine(ios.Out, sum)
	}
	return seating.Standings(ios.Out, ios.Lang, o.Style(ios.Out), sum)
}

// serveLobby runs a server with a lobby only, until a signal on sig
// (Ctrl-C, SIGTERM, SIGHUP); the games of its tables not over with a move
// made are saved.
func serveLobby(o *Options, srv *server.Server, l net.Listener, sig <-chan os.Signal, key hostKeyOf) error {
	ios := o.IO
	serveKeyLines(o, key, l)
	addr := l.Addr().(*net.TCPAddr)
	host := joinHost(o.Listen)
	join := joinCommand("lobby", host, addr.Port)
	if o.JSON {
		if err := cmdutil.WriteJSONLine(ios.Out, map[string]any{"lobby": true, "port": addr.Port, "join": join}); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(ios.Out, o.Tr(ios.Lang, "serve.lobby-open", i18n.Args{"Join": join}))
	}
	go srv.Serve(l)
	startConsole(ios, srv)
	s := <-sig
	// As serve without the lobby: every game with a move made is saved,
	// with the command that opens its table again, and the exit is 130
	// (128 + the signal's number for SIGTERM, SIGHUP).
	for _, t := range srv.Stop() {
		res := t.Result()
		if res.Saved != "" {
			fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "serve.lobby-saved", i18n.Args{"Game": t.Config().Game.Title(), "Players": strings.Join(t.Names(), ", "), "Path": res.Saved, "Self": o.Self()}))
		}
		if res.Err != nil {
			fmt.Fprintln(ios.ErrOut, i18n.ErrorIn(ios.Lang, res.Err))
		}
	}
	return &cmdutil.ExitError{Code: cmdutil.SignalCode(s), Err: cmdutil.ErrSilent}
}

// serveKeyLines tells the host key (and that it was just made), and warns
// when the table is open to the network.
func serveKeyLines(o *Options, key hostKeyOf, l net.Listener) {
	ios := o.IO
	if key.made {
		fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "serve.key-made", i18n.Args{"File": key.path}))
	}
	fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "serve.key", i18n.Args{"Fingerprint": server.Fingerprint(key.signer)}))
	if !l.Addr().(*net.TCPAddr).IP.IsLoopback() {
		fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "serve.open-network", i18n.Args{"Addr": o.Listen}))
	}
}

// seatLine is serve --json's line for a seat (and one for the
// spectators, "watch": true).
type seatLine struct {
	Name  string `json:"name"`
	User  string `json:"user"`
	Port  int    `json:"port"`
	Code  string `json:"code,omitempty"`
	Key   bool   `json:"key,omitempty"`
	Join  string `json:"join"`
	Watch bool   `json:"watch,omitempty"`
}

// joinHost is the host name people join: the address listened on, or
// this machine's name when that is every address.
func joinHost(listen string) string {
	h, _, err := net.SplitHostPort(listen)
	if err != nil || h == "" || h == "0.0.0.0" || h == "::" {
		if name, err := os.Hostname(); err == nil && name != "" {
			return name
		}
		return "HOST"
	}
	if strings.Contains(h, ":") {
		return "[" + h + "]"
	}
	return h
}

// joinCommand is the ssh command line that joins as user.
func joinCommand(user, host string, port int) string {
	if port == 22 {
		return "ssh " + user + "@" + host
	}
	return "ssh -p " + strconv.Itoa(port) + " " + user + "@" + host
}

// printJoinLines prints, for every person's seat and the spectators, the
// line to join with and its code: as text, or one JSON line each.
func printJoinLines(o *Options, t *server.Table, host string, port int) error {
	ios := o.IO
	var lines []seatLine
	for _, st := range t.Seats() {
		if st.Bot != "" {
			continue
		}
		lines = append(lines, seatLine{Name: st.Name, User: st.User, Port: port, Code: st.Code, Key: st.Code == "", Join: joinCommand(st.User, host, port)})
	}
	lines = append(lines, seatLine{Name: server.WatchUser, User: server.WatchUser, Port: port, Code: t.WatchCode(),
		Join: joinCommand(server.WatchUser, host, port), Watch: true})
	if o.JSON {
		for _, l := range lines {
			if err := cmdutil.WriteJSONLine(ios.Out, l); err != nil {
				return err
			}
		}
		return nil
	}
	rows := make([][]string, len(lines))
	for i, l := range lines {
		code := l.Code
		if l.Key {
			code = o.Tr(ios.Lang, "serve.with-key", nil)
		}
		name := l.Name
		if l.Watch {
			name = o.Tr(ios.Lang, "serve.spectators", nil)
		}
		rows[i] = []string{name, l.Join, code}
	}
	fmt.Fprintln(ios.Out, o.Tr(ios.Lang, "serve.join-head", nil))
	if err := gamewords.Table(ios.Out, []string{o.Tr(ios.Lang, "play.player", nil), o.Tr(ios.Lang, "serve.join", nil), o.Tr(ios.Lang, "serve.code", nil)}, rows, nil); err != nil {
		return err
	}
	fmt.Fprintln(ios.Out, o.Tr(ios.Lang, "serve.join-tail", nil))
	return nil
}
