package filelock

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// lockDir gives the test a lock folder of its own and returns it.
func lockDir(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "locks")
	t.Setenv(DirEnv, dir)
	return dir
}

// TryLock is refused while the lock is held and free once released.
func TestTryLock(t *testing.T) {
	lockDir(t)
	file := filepath.Join(t.TempDir(), "j.yaml")
	unlock, held, err := TryLock(file)
	if err != nil || held {
		t.Fatalf("first TryLock: held %v, %v", held, err)
	}
	if _, held, err := TryLock(file); err != nil || !held {
		t.Fatalf("second TryLock while held: held %v, %v", held, err)
	}
	unlock()
	unlock, held, err = TryLock(file)
	if err != nil || held {
		t.Fatalf("TryLock after release: held %v, %v", held, err)
	}
	unlock()
}

// A lock is never beside the file: it is in the lock folder, made 0700,
// named from the file's name and a hash of its path (issue 28.22).
func TestLockInTheLockFolder(t *testing.T) {
	locks := lockDir(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	unlock, err := Lock(file)
	if err != nil {
		t.Fatal(err)
	}
	unlock()
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("beside the file: %v", entries)
	}
	entries, err := os.ReadDir(locks)
	if err != nil || len(entries) != 1 {
		t.Fatalf("lock folder %s: %v %v", locks, entries, err)
	}
	name := entries[0].Name()
	if !strings.HasPrefix(name, "night.yaml-") || !strings.HasSuffix(name, ".lock") || filepath.Join(locks, name) != Path(file) {
		t.Errorf("lock %s, Path %s", name, Path(file))
	}
	if st, err := os.Stat(locks); err != nil || runtime.GOOS != "windows" && st.Mode().Perm() != 0o700 {
		t.Errorf("lock folder: %v %v", st.Mode(), err)
	}
}

// Two spellings of one file name one lock: relative and absolute, with
// "..", through a linked folder, through a link to the file, before and
// after the file is there. Another file has another lock, even of the
// same name in another folder.
func TestPathSpellings(t *testing.T) {
	lockDir(t)
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	t.Chdir(dir)
	linked := filepath.Join(t.TempDir(), "linked")
	canLink := os.Symlink(sub, linked) == nil
	for _, exists := range []bool{false, true} {
		if exists {
			os.WriteFile(filepath.Join(sub, "p.yaml"), nil, 0o644)
			if canLink {
				os.Symlink(filepath.Join(sub, "p.yaml"), filepath.Join(dir, "link.yaml"))
			}
		}
		want := Path(filepath.Join(sub, "p.yaml"))
		spellings := []string{"sub/p.yaml", "./sub/../sub/p.yaml", filepath.Join(sub, ".", "p.yaml")}
		if canLink {
			spellings = append(spellings, filepath.Join(linked, "p.yaml"))
			if exists {
				spellings = append(spellings, "link.yaml")
			}
		}
		for _, s := range spellings {
			if got := Path(s); got != want {
				t.Errorf("exists %v: Path(%q) = %s, want %s", exists, s, got, want)
			}
		}
		if Path("p.yaml") == want || Path(filepath.Join(sub, "q.yaml")) == want {
			t.Errorf("another file shares the lock %s", want)
		}
	}
}

// The name keeps the file's name readable, without characters a folder
// may refuse, and short.
func TestPathName(t *testing.T) {
	lockDir(t)
	for _, tc := range []struct{ file, prefix string }{
		{"night.yaml", "night.yaml-"},
		{"a b:c*?.yaml", "a_b_c__.yaml-"},
		{strings.Repeat("x", 300) + ".yaml", strings.Repeat("x", maxStem) + "-"},
	} {
		name := filepath.Base(Path(tc.file))
		if !strings.HasPrefix(name, tc.prefix) || len(name) != len(tc.prefix)+16+len(".lock") {
			t.Errorf("Path(%q) is named %s, want %s plus 16 hex digits", tc.file, name, tc.prefix)
		}
	}
}

// The lock folder: TABLETOP_LOCK_DIR, else tabletop/locks in the user's
// cache folder, else (none, or one that cannot be made) a folder of the
// user's in the temporary folder.
func TestDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the cache folder's variables are Linux's")
	}
	home := t.TempDir()
	t.Setenv(DirEnv, "")
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, "cache"))
	if got, err := Dir(); got != filepath.Join(home, "cache", "tabletop", "locks") || err != nil {
		t.Errorf("Dir = %s, %v", got, err)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	want := filepath.Join(tmp, "tabletop-locks-"+strconv.Itoa(os.Getuid()))
	os.WriteFile(filepath.Join(home, "file"), nil, 0o644)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, "file"))
	if got, err := Dir(); got != want || err != nil {
		t.Errorf("with a cache folder that cannot be made, Dir = %s, %v; want %s", got, err, want)
	}
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "")
	if got, err := Dir(); got != want || err != nil {
		t.Errorf("without a home, Dir = %s, %v; want %s", got, err, want)
	}
	unlock, err := Lock(filepath.Join(t.TempDir(), "p.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	unlock()
	// Another user's, or open to all, it is refused.
	os.Chmod(want, 0o777)
	if _, err := Lock(filepath.Join(t.TempDir(), "p.yaml")); !errors.Is(err, os.ErrPermission) {
		t.Errorf("a lock folder open to all: %v", err)
	}
}

// A lock this process holds for a session (TryLock) is refused by Lock at
// once, never waited for (issue 28.16), also through another spelling;
// once let go it is taken.
func TestLockRefusesASessionLockOfThisProcess(t *testing.T) {
	lockDir(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "j.yaml")
	unlock, held, err := TryLock(file)
	if err != nil || held {
		t.Fatalf("TryLock: %v %v", held, err)
	}
	t.Chdir(dir)
	if _, err := Lock("./j.yaml"); !errors.Is(err, ErrHeldHere) {
		t.Fatalf("Lock of a session lock of this process: %v, want ErrHeldHere", err)
	}
	unlock()
	unlock() // twice does no harm
	again, err := Lock(file)
	if err != nil {
		t.Fatal(err)
	}
	again()
}

// Writers of one process wait for one another, as writers of two
// processes do, and none is refused.
func TestLockWaitsForAWriterOfThisProcess(t *testing.T) {
	lockDir(t)
	file := filepath.Join(t.TempDir(), "p.yaml")
	var mu sync.Mutex
	inside, most := 0, 0
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				unlock, err := Lock(file)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				inside++
				most = max(most, inside)
				mu.Unlock()
				mu.Lock()
				inside--
				mu.Unlock()
				unlock()
			}
		})
	}
	wg.Wait()
	if most != 1 {
		t.Fatalf("%d writers held the lock at once", most)
	}
	if _, held, _ := TryLock(file); held {
		t.Fatal("the lock is still held")
	}
}
