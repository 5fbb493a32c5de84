package engine

import "slices"

// listFirst are the games listings name first, in this order (ListFirst).
var listFirst []string

// ListFirst sets the order in which listings name the games (Listed):
// these first, in this order, then every other registered game by name.
// The application calls it once with the games it ships, in the order
// they came to it.
func ListFirst(names ...string) {
	registryMu.Lock()
	defer registryMu.Unlock()
	listFirst = slices.Clone(names)
}

// Listed returns the registered game names in the order listings name
// them: those given to ListFirst first, in its order, then the others by
// name (Names).
func Listed() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	var out []string
	for _, n := range listFirst {
		if _, ok := registry[n]; ok && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	for _, n := range namesLocked() {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
