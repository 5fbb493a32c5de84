package e2e

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"tabletop/cmd"
)

// A worker is this test binary started with asWorker set: it reads runs
// of tabletop one after another on file descriptor 3 and answers each on
// descriptor 4, calling cmd.Main in the run's folder with the run's
// environment, as the binary would run it. A call of Main costs a
// fortieth of a process (which reads its message catalogues first); a
// process's working directory and environment are its own, so the tests
// run in parallel, with a worker per core. Main's output goes to the run's
// buffers: the worker's own standard output is not used, and its standard
// error is the tests'.

const asWorker = "TABLETOP_TEST_WORKER"

// mainRun is one run of tabletop: its folder, the environment variables it
// sets, its input and its arguments.
type mainRun struct {
	Dir   string
	Env   []string
	Stdin string
	Args  []string
}

// mainResult is what a run wrote and its exit code.
type mainResult struct {
	Stdout, Stderr string
	Code           int
}

// serveRuns is a worker: it answers runs until its input ends.
func serveRuns() int {
	dec := gob.NewDecoder(os.NewFile(3, "runs"))
	enc := gob.NewEncoder(os.NewFile(4, "results"))
	for {
		var r mainRun
		if err := dec.Decode(&r); errors.Is(err, io.EOF) {
			return 0
		} else if err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			return 1
		}
		if err := enc.Encode(runHere(r)); err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			return 1
		}
	}
}

// runHere runs r in this process; its environment variables are put back
// as they were afterwards.
func runHere(r mainRun) mainResult {
	for _, kv := range r.Env {
		k, v, _ := strings.Cut(kv, "=")
		if old, had := os.LookupEnv(k); had {
			defer os.Setenv(k, old)
		} else {
			defer os.Unsetenv(k)
		}
		os.Setenv(k, v)
	}
	if err := os.Chdir(r.Dir); err != nil {
		return mainResult{Stderr: err.Error(), Code: -1}
	}
	var out, errb bytes.Buffer
	code := cmd.Main(append([]string{"tabletop"}, r.Args...), strings.NewReader(r.Stdin), &out, &errb)
	return mainResult{out.String(), errb.String(), code}
}

// worker is a worker process seen from the tests.
type worker struct {
	cmd  *exec.Cmd
	runs io.Closer
	enc  *gob.Encoder
	dec  *gob.Decoder
}

// idle holds the workers not running anything.
var idle chan *worker

// withWorkers starts a worker per core (and one), runs the tests and ends
// the workers.
func withWorkers(m *testing.M, self string) int {
	if runtime.GOOS == "windows" {
		return m.Run() // no descriptors to pass (ExtraFiles): runs start the binary
	}
	n := runtime.GOMAXPROCS(0) + 1
	idle = make(chan *worker, n)
	for range n {
		w, err := startWorker(self)
		if err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			return 1
		}
		idle <- w
	}
	code := m.Run()
	for range n {
		w := <-idle
		w.runs.Close()
		w.cmd.Wait()
	}
	return code
}

func startWorker(self string) (*worker, error) {
	runsR, runsW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	resR, resW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c := exec.Command(self)
	c.Env = append(os.Environ(), asWorker+"=1", asTabletop+"=")
	c.ExtraFiles = []*os.File{runsR, resW}
	c.Stderr = os.Stderr
	err = c.Start()
	runsR.Close()
	resW.Close()
	if err != nil {
		return nil, err
	}
	return &worker{cmd: c, runs: runsW, enc: gob.NewEncoder(runsW), dec: gob.NewDecoder(resR)}, nil
}

// runMain runs r in the next idle worker. A worker that ends (a panic in
// Main, shown on stderr) fails the test and is replaced.
func runMain(t *testing.T, r mainRun) result {
	t.Helper()
	if idle == nil {
		return runBinary(t, r.Dir, r.Stdin, r.Env, r.Args...)
	}
	w := <-idle
	var res mainResult
	err := w.enc.Encode(r)
	if err == nil {
		err = w.dec.Decode(&res)
	}
	if err != nil {
		w.runs.Close()
		w.cmd.Wait()
		if nw, err := startWorker(w.cmd.Path); err == nil {
			idle <- nw
		}
		t.Fatalf("tabletop %s: the test worker running it ended (%v); its stderr is above", strings.Join(r.Args, " "), err)
	}
	idle <- w
	return result{res.Stdout, res.Stderr, res.Code}
}
