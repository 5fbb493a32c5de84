package serve

import "runtime"

// botNice is how much lower than the sessions' the OS priority of a bot's
// search is: on a busy machine the screens are drawn first, and the bot
// thinks with what is left (a hint, which a person waits for, keeps the
// sessions' priority).
const botNice = 10

// aside runs f, a bot's search, on an OS thread of its own at a lower
// priority (botNice, where the OS allows a thread's), and waits for it.
// The thread ends with f: no other goroutine runs at that priority.
func aside(f func()) {
	done := make(chan struct{})
	go func() {
		// Never unlocked: the thread exits with the goroutine.
		runtime.LockOSThread()
		lowerThreadPriority(botNice)
		f()
		close(done)
	}()
	<-done
}
