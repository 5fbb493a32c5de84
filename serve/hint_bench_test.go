package serve_test

import (
	"fmt"
	"net"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	. "tabletop/serve"
)

// The hint under a flood: 30 tables whose people, all from one address
// (127.0.0.1), ask for a hint ("?") again as soon as theirs comes, while
// a person at another table, from another address (127.0.0.2), asks for
// one; the latency is from their "?" to the hint on their connection.
// flood=0 is the same hint alone.
//
//	go test -run XXX -bench HintFlood -benchtime 20x ./serve
func BenchmarkHintFlood(b *testing.B) {
	for _, flood := range []int{0, 30} {
		b.Run(fmt.Sprintf("flood=%d", flood), func(b *testing.B) { benchHintFlood(b, flood) })
	}
}

// hintWords begins the line of a hint (gamewords.word.hint).
const hintWords = "hint, best first: "

func benchHintFlood(b *testing.B, flood int) {
	srv, addr := startServer(b, Config{MaxConns: 1000, MaxConnsPerAddr: 1000, MaxTables: 200})
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := range flood {
		name := fmt.Sprintf("Ann%d", i)
		tab := open(b, srv, "mojo", uint64(100+i), []string{name, "bot:greedy"}, nil, nil)
		ann := tab.Seats()[0]
		c := dial(b, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
		at := c.waitFor(0, "you are "+name)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				c.send("?")
				at = c.waitFor(at, hintWords)
			}
		}()
	}
	b.Cleanup(func() {
		stop.Store(true)
		wg.Wait()
	})
	tab := open(b, srv, "mojo", 7, []string{"Vic", "bot:greedy"}, nil, nil)
	vic := tab.Seats()[0]
	c := dialFrom(b, "127.0.0.2", addr, dialConfig(vic.User, vic.Code))
	at := c.waitFor(0, "you are Vic")
	lat := make([]float64, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		c.send("?")
		at = c.waitFor(at, hintWords)
		lat = append(lat, float64(time.Since(start).Microseconds())/1000)
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(lat[len(lat)/2], "p50-ms")
	b.ReportMetric(lat[len(lat)-1], "max-ms")
}

// dialFrom logs in from the local address local (a loopback address
// other than 127.0.0.1: another address to the server) and starts a shell
// without a terminal.
func dialFrom(t testing.TB, local, addr string, cfg *gossh.ClientConfig) *client {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}, Timeout: cfg.Timeout}
	nc, err := d.Dial("tcp", addr)
	if err != nil {
		t.Skipf("no connection from %s: %v", local, err)
	}
	cc, chans, reqs, err := gossh.NewClientConn(nc, addr, cfg)
	if err != nil {
		t.Fatal(err)
	}
	c, err := startClient(gossh.NewClient(cc, chans, reqs), nil, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.t = t
	t.Cleanup(c.close)
	return c
}
