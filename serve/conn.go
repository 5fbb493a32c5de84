package serve

import (
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// The connections' side of the server: what a connection may hold and
// for how long (accept, guardConn), and what its one session may ask
// (sessionChannel, guardedChannel).

// accept caps the connections, in all and per address (a new one at a
// cap closes the oldest that has not logged in, else is refused), and
// guards each one with deadlines (guardConn).
func (srv *Server) accept(ctx ssh.Context, conn net.Conn) net.Conn {
	addr := host(conn.RemoteAddr())
	for {
		srv.mu.Lock()
		var oldest *guardConn
		switch {
		case srv.closed:
		case srv.perAddr[addr] >= srv.cfg.MaxConnsPerAddr:
			oldest = srv.oldestWaiting(addr)
		case len(srv.conns) >= srv.cfg.MaxConns:
			oldest = srv.oldestWaiting("")
		default:
			srv.connSeq++
			g := &guardConn{Conn: conn, srv: srv, addr: addr, seq: srv.connSeq, start: time.Now()} // deadlines are the real clock's
			srv.conns[g] = struct{}{}
			srv.perAddr[addr]++
			srv.mu.Unlock()
			ctx.SetValue(guardKey, g)
			ctx.SetValue(shellsKey, new(atomic.Int32))
			ctx.SetValue(channelsKey, new(atomic.Int32))
			return g
		}
		srv.mu.Unlock()
		if oldest == nil {
			return nil
		}
		oldest.Close() // it is released: look again
	}
}

// oldestWaiting is the oldest connection (from addr, unless "") that has
// not logged in, or nil. srv.mu is held.
func (srv *Server) oldestWaiting(addr string) *guardConn {
	var oldest *guardConn
	for g := range srv.conns {
		if g.authed.Load() || addr != "" && g.addr != addr {
			continue
		}
		if oldest == nil || g.seq < oldest.seq {
			oldest = g
		}
	}
	return oldest
}

func (srv *Server) release(g *guardConn) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	delete(srv.conns, g)
	if srv.perAddr[g.addr]--; srv.perAddr[g.addr] <= 0 {
		delete(srv.perAddr, g.addr)
	}
}

// guardConn is a connection with deadlines: Config.LoginTime to log in,
// then Config.Idle without a byte from the client closes it, and a write
// may wait writeTime. The SSH server's own deadlines are ignored.
type guardConn struct {
	net.Conn
	srv    *Server
	addr   string
	seq    uint64 // the order of the connections accepted
	start  time.Time
	authed atomic.Bool
	once   sync.Once
}

func (g *guardConn) Read(p []byte) (int, error) {
	deadline := g.start.Add(g.srv.cfg.LoginTime)
	if g.authed.Load() {
		deadline = time.Now().Add(g.srv.cfg.Idle)
	}
	g.Conn.SetReadDeadline(deadline)
	return g.Conn.Read(p)
}

func (g *guardConn) Write(p []byte) (int, error) {
	g.Conn.SetWriteDeadline(time.Now().Add(writeTime))
	return g.Conn.Write(p)
}

func (g *guardConn) SetDeadline(time.Time) error      { return nil }
func (g *guardConn) SetReadDeadline(time.Time) error  { return nil }
func (g *guardConn) SetWriteDeadline(time.Time) error { return nil }

func (g *guardConn) Close() error {
	g.once.Do(func() { g.srv.release(g) })
	return g.Conn.Close()
}

// sessionChannel is the session channel handler: one session channel a
// connection (another is refused with a line that says so), with its
// requests guarded (guardedChannel).
func (srv *Server) sessionChannel(s *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, ctx ssh.Context) {
	if n, _ := ctx.Value(channelsKey).(*atomic.Int32); n == nil || n.Add(1) > 1 {
		newChan.Reject(gossh.Prohibited, say(srv.cfg.Lang, "serve.word.one-session", nil))
		return
	}
	win := &window{changes: make(chan ssh.Window, 1)}
	ctx.SetValue(windowKey, win)
	ssh.DefaultSessionHandler(s, conn, guardedChannel{newChan, srv, win}, ctx)
}

// guardedChannel is a session channel whose requests for agent and X11
// forwarding are refused, whose environment is capped (Config.MaxEnv,
// MaxEnvBytes) and whose window changes go to win.
type guardedChannel struct {
	gossh.NewChannel
	srv *Server
	win *window
}

func (c guardedChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := c.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		envs, envBytes := 0, 0
		ptyAsked, shellAsked := false, false // the ssh package takes a first pty before the shell only
		for r := range reqs {
			pass := true
			switch r.Type {
			case "shell":
				shellAsked = true
			case "auth-agent-req@openssh.com", "x11-req":
				pass = false
			case "env":
				var kv struct{ Key, Value string }
				parsed := gossh.Unmarshal(r.Payload, &kv) == nil
				size := len(kv.Key) + len(kv.Value)
				pass = parsed && envs < c.srv.cfg.MaxEnv && envBytes+size <= c.srv.cfg.MaxEnvBytes
				if pass {
					envs, envBytes = envs+1, envBytes+size
				}
			case "pty-req":
				var pty struct {
					Term               string
					Cols, Rows, Wp, Hp uint32
					Modes              []byte `ssh:"rest"`
				}
				if !ptyAsked && !shellAsked && gossh.Unmarshal(r.Payload, &pty) == nil {
					ptyAsked = true
					c.win.change(ssh.Window{Width: int(pty.Cols), Height: int(pty.Rows), WidthPixels: int(pty.Wp), HeightPixels: int(pty.Hp)})
				}
			case "window-change":
				// Taken here, not handed on: the ssh package's session
				// waits with a change until a screen reads it, and holds
				// every request behind it meanwhile (before the shell
				// request, for ever).
				var w struct {
					Cols, Rows, Wp, Hp uint32
					Rest               []byte `ssh:"rest"`
				}
				ok := gossh.Unmarshal(r.Payload, &w) == nil
				if ok {
					c.win.change(ssh.Window{Width: int(w.Cols), Height: int(w.Rows), WidthPixels: int(w.Wp), HeightPixels: int(w.Hp)})
				}
				if r.WantReply {
					r.Reply(ok, nil)
				}
				continue
			}
			if !pass {
				if r.WantReply {
					r.Reply(false, nil)
				}
				continue
			}
			out <- r
		}
	}()
	return ch, out, nil
}

// window is a session's terminal size as its client last told it, and
// the last change no screen has read yet.
type window struct {
	mu      sync.Mutex
	size    ssh.Window
	changes chan ssh.Window // one at most: the last
}

// change sets the size, and puts it in changes in place of one unread.
func (w *window) change(size ssh.Window) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.size = size
	select {
	case <-w.changes:
	default:
	}
	w.changes <- size
}

func (w *window) current() ssh.Window {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.size
}

// windowSession is a session whose terminal's size and its changes are
// its window's.
type windowSession struct {
	ssh.Session
	win *window
}

func (s windowSession) Pty() (ssh.Pty, <-chan ssh.Window, bool) {
	pty, _, ok := s.Session.Pty()
	pty.Window = s.win.current()
	return pty, s.win.changes, ok
}

// withWindow is sess with its terminal's size and changes from its window
// (sessionChannel), when it has one.
func withWindow(sess ssh.Session) ssh.Session {
	if win, ok := sess.Context().Value(windowKey).(*window); ok {
		return windowSession{sess, win}
	}
	return sess
}
