package serve_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	. "tabletop/serve"
)

// The load benchmark: 100 tables of Mojo, three people and a bot at each
// (greedy, or mcts in the mix), and a spectator: 400 SSH sessions on
// terminals. The people are simulated by a second process (this test
// binary again, TestLoadClient), so that the server's memory is its own:
// each presses Enter on the first move of their list about every 2 s
// (1.5 to 2.5 s) when it is their move, after Down and Up. The latency
// (p50-ms, p99-ms) is the time from the key press to the moment each
// other session of the table (the two other people and the spectator) has
// the move on its screen; a key's (key-p50-ms, key-p99-ms), from Down or
// Up to the frame that redraws the list.
//
//	go test -run XXX -bench ServeLoad -benchtime 1x ./serve
//
// SERVE_BENCH_SECONDS sets how long the load runs (default 30);
// SERVE_BENCH_BUSY=N runs N busy loops (sh -c 'while :; do :; done')
// beside it, as other work on the machine.

const (
	benchTables = 100
	benchPeople = 3
)

func BenchmarkServeLoad(b *testing.B) {
	for _, bot := range []string{"greedy", "mcts"} {
		b.Run(bot, func(b *testing.B) { benchLoad(b, bot) })
	}
}

// loadSeat is a session the load client opens.
type loadSeat struct {
	Table int
	Name  string
	User  string
	Code  string
}

// loadResult is what the load client reports.
type loadResult struct {
	Latencies []float64 // milliseconds
	Keys      []float64 // milliseconds from a key to its frame
	Moves     int
	Missed    int
}

func benchLoad(b *testing.B, bot string) {
	seconds := 30
	if s, err := strconv.Atoi(os.Getenv("SERVE_BENCH_SECONDS")); err == nil && s > 0 {
		seconds = s
	}
	srv, addr := startServer(b, Config{MaxConns: 1000, MaxConnsPerAddr: 1000, MaxTables: 200, EndGrace: time.Second})
	var seats []loadSeat
	for i := range benchTables {
		people := []string{fmt.Sprintf("Ann%d", i), fmt.Sprintf("Ben%d", i), fmt.Sprintf("Cy%d", i)}
		tab := open(b, srv, "mojo", uint64(1000+i), append(people, "bot:"+bot), nil, nil)
		for _, st := range tab.Seats()[:benchPeople] {
			seats = append(seats, loadSeat{Table: i, Name: st.Name, User: st.User, Code: st.Code})
		}
		seats = append(seats, loadSeat{Table: i, Name: WatchUser, User: WatchUser, Code: tab.WatchCode()})
	}
	file := filepath.Join(b.TempDir(), "seats.json")
	data, _ := json.Marshal(seats)
	if err := os.WriteFile(file, data, 0o600); err != nil {
		b.Fatal(err)
	}
	if n, _ := strconv.Atoi(os.Getenv("SERVE_BENCH_BUSY")); n > 0 {
		for range n {
			busy := exec.Command("sh", "-c", "while :; do :; done")
			if err := busy.Start(); err != nil {
				b.Fatal(err)
			}
			defer func() { busy.Process.Kill(); busy.Wait() }()
		}
	}
	before := heapNow()
	goroutines := runtime.NumGoroutine()

	cmd := exec.Command(os.Args[0], "-test.run=^TestLoadClient$", "-test.v")
	cmd.Env = append(os.Environ(), "SERVE_LOAD_ADDR="+addr, "SERVE_LOAD_SEATS="+file, "SERVE_LOAD_SECONDS="+strconv.Itoa(seconds))
	cmd.Stderr = os.Stderr
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer cmd.Process.Kill()
	out := bufio.NewReader(stdout)
	readLine := func(prefix string) string {
		for {
			l, err := out.ReadString('\n')
			if err != nil {
				b.Fatalf("the load client ended before %q: %v", prefix, err)
			}
			if rest, ok := strings.CutPrefix(l, prefix); ok {
				return rest
			}
		}
	}
	readLine("CONNECTED")
	time.Sleep(2 * time.Second) // the first screens drawn
	after := heapNow()
	sessions := len(seats)
	perSession := float64(after-before) / float64(sessions)
	perGoroutines := float64(runtime.NumGoroutine()-goroutines) / float64(sessions)
	b.ResetTimer()
	io.WriteString(stdin, "GO\n")
	var res loadResult
	if err := json.Unmarshal([]byte(readLine("RESULT ")), &res); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	cmd.Wait()
	lat := res.Latencies
	slices.Sort(lat)
	if len(lat) == 0 {
		b.Fatal("no move measured")
	}
	pct := func(lat []float64, p float64) float64 { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	b.ReportMetric(pct(lat, 0.50), "p50-ms")
	b.ReportMetric(pct(lat, 0.99), "p99-ms")
	b.ReportMetric(lat[len(lat)-1], "max-ms")
	if keys := res.Keys; len(keys) > 0 {
		slices.Sort(keys)
		b.ReportMetric(pct(keys, 0.50), "key-p50-ms")
		b.ReportMetric(pct(keys, 0.99), "key-p99-ms")
	}
	b.ReportMetric(float64(res.Moves)/float64(seconds), "moves/s")
	b.ReportMetric(float64(res.Missed), "missed")
	b.ReportMetric(perSession/1024, "KiB/session")
	b.ReportMetric(perGoroutines, "goroutines/session")
	b.Logf("%d sessions, %d moves by people in %d s, %d screens measured (%d missed)", sessions, res.Moves, seconds, len(lat), res.Missed)
}

// heapNow is the heap and stacks in use after a collection.
func heapNow() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse + m.StackInuse
}

// TestLoadClient is the load benchmark's second process (it runs only
// when the benchmark starts it): it opens every session, says CONNECTED,
// plays on GO for the time given and prints RESULT with the latencies.
func TestLoadClient(t *testing.T) {
	addr := os.Getenv("SERVE_LOAD_ADDR")
	if addr == "" {
		t.Skip("run by BenchmarkServeLoad")
	}
	var seats []loadSeat
	data, _ := os.ReadFile(os.Getenv("SERVE_LOAD_SEATS"))
	if err := json.Unmarshal(data, &seats); err != nil {
		t.Fatal(err)
	}
	seconds, _ := strconv.Atoi(os.Getenv("SERVE_LOAD_SECONDS"))
	clients := make([]*loadClient, len(seats))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for i, st := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := dialLoad(addr, st)
			if err != nil {
				t.Error(err)
				return
			}
			clients[i] = c
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	fmt.Println("CONNECTED")
	bufio.NewReader(os.Stdin).ReadString('\n')
	deadline := time.Now().Add(time.Duration(seconds) * time.Second)
	var (
		mu  sync.Mutex
		res loadResult
	)
	byTable := map[int][]*loadClient{}
	for i, c := range clients {
		byTable[seats[i].Table] = append(byTable[seats[i].Table], c)
	}
	for i, c := range clients {
		if seats[i].User == WatchUser {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			var others []*loadClient
			for _, o := range byTable[seats[i].Table] {
				if o != c {
					others = append(others, o)
				}
			}
			for time.Now().Before(deadline) {
				move, ok := c.waitTurn(seats[i].Name, deadline)
				if !ok {
					return
				}
				time.Sleep(time.Duration(1500+rng.IntN(1000)) * time.Millisecond)
				if !time.Now().Before(deadline) {
					return
				}
				offsets := make([]int, len(others))
				for k, o := range others {
					offsets[k] = o.size()
				}
				// Down, then Up: each redraws the list; the time to the
				// frame is a key's latency.
				var keys []float64
				for _, key := range []string{"\x1b[B", "\x1b[A"} {
					mine := c.size()
					sent := time.Now()
					c.in.Write([]byte(key))
					if at, ok := c.arrival(mine, "", sent.Add(10*time.Second)); ok { // the next chunk
						keys = append(keys, float64(at.Sub(sent).Microseconds())/1000)
					}
				}
				for k, o := range others {
					offsets[k] = o.size()
				}
				mine := c.size()
				sent := time.Now()
				c.in.Write([]byte("\r"))
				needle := seats[i].Name + ": " + move
				var lats []float64
				missed := 0
				for k, o := range others {
					if at, ok := o.arrival(offsets[k], needle, sent.Add(10*time.Second)); ok {
						lats = append(lats, float64(at.Sub(sent).Microseconds())/1000)
					} else {
						missed++
					}
				}
				c.arrival(mine, needle, sent.Add(10*time.Second))
				mu.Lock()
				res.Moves++
				res.Latencies = append(res.Latencies, lats...)
				res.Keys = append(res.Keys, keys...)
				res.Missed += missed
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	out, _ := json.Marshal(res)
	fmt.Println("RESULT " + string(out))
}

// loadClient is a session of the load client: every chunk received, with
// when it came.
type loadClient struct {
	in   io.Writer
	mu   sync.Mutex
	buf  []byte
	ends []int
	at   []time.Time
	more chan struct{}
}

func dialLoad(addr string, st loadSeat) (*loadClient, error) {
	conn, err := gossh.Dial("tcp", addr, dialConfig(st.User, st.Code))
	if err != nil {
		return nil, err
	}
	sess, err := conn.NewSession()
	if err != nil {
		return nil, err
	}
	if err := sess.RequestPty("xterm-256color", 40, 100, gossh.TerminalModes{}); err != nil {
		return nil, err
	}
	c := &loadClient{more: make(chan struct{}, 1)}
	c.in, _ = sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if err := sess.Shell(); err != nil {
		return nil, err
	}
	go func() {
		buf := make([]byte, 32*1024)
		for {
			n, err := out.Read(buf)
			now := time.Now()
			c.mu.Lock()
			c.buf = append(c.buf, buf[:n]...)
			c.ends = append(c.ends, len(c.buf))
			c.at = append(c.at, now)
			c.mu.Unlock()
			select {
			case c.more <- struct{}{}:
			default:
			}
			if err != nil {
				return
			}
		}
	}()
	return c, nil
}

func (c *loadClient) size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.buf)
}

// arrival waits until the text received from offset on holds needle (""
// the first chunk after offset), and returns when the chunk that
// completed it came.
func (c *loadClient) arrival(offset int, needle string, until time.Time) (time.Time, bool) {
	checked := 0 // chunks looked at
	for time.Now().Before(until) {
		c.mu.Lock()
		for ; checked < len(c.ends); checked++ {
			if c.ends[checked] <= offset {
				continue
			}
			if strings.Contains(ansi.Strip(string(c.buf[offset:c.ends[checked]])), needle) {
				at := c.at[checked]
				c.mu.Unlock()
				return at, true
			}
		}
		c.mu.Unlock()
		select {
		case <-c.more:
		case <-time.After(5 * time.Millisecond):
		}
	}
	return time.Time{}, false
}

// waitTurn waits until the screen says it is name's move and returns the
// move selected in the list (the first).
func (c *loadClient) waitTurn(name string, until time.Time) (string, bool) {
	for time.Now().Before(until) {
		c.mu.Lock()
		// The screen since the last time it was cleared for a new frame
		// is enough: the status and the list are drawn with each turn.
		tail := ansi.Strip(string(c.buf[max(0, len(c.buf)-8192):]))
		c.mu.Unlock()
		turn := strings.LastIndex(tail, "Your move, "+name)
		other := max(strings.LastIndex(tail, " is to move"), strings.LastIndex(tail, "The game is over"))
		if strings.Contains(tail[max(other, 0):], "The game is over") && other >= 0 {
			return "", false
		}
		if turn > other {
			if i := strings.Index(tail[turn:], "▸ "); i >= 0 {
				line := tail[turn+i+len("▸ "):]
				if j := strings.IndexAny(line, "\r\n"); j >= 0 {
					line = line[:j]
				}
				move, _, labelled := strings.Cut(line, " — ")
				if move = strings.TrimSpace(move); move != "" && (labelled || !strings.HasSuffix(line, "…")) {
					return move, true
				}
			}
		}
		select {
		case <-c.more:
		case <-time.After(20 * time.Millisecond):
		}
	}
	return "", false
}
