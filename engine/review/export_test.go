package review

import "tabletop/engine"

// HotPath is the work of one deal of a decision on one worker: root
// dealt afresh for seat, then every legal move of seat's played out.
type HotPath struct {
	w      worker
	root   engine.State
	seat   int
	cands  []candidate
	shares []float64
}

// NewHotPath readies a worker for the decisions of seat to move on root.
func NewHotPath(root engine.State) *HotPath {
	h := &HotPath{root: root, seat: root.CurrentPlayer()}
	h.w.ready(root)
	h.cands, _ = candidatesOf(root, h.seat, root.LegalMoves(nil)[0], false)
	h.shares = make([]float64, root.NumPlayers())
	return h
}

// Deal plays deal d: it returns how many rollouts it played.
func (h *HotPath) Deal(d uint64) int {
	seed := h.w.deal(h.root, h.seat, false, d)
	for _, c := range h.cands {
		h.w.playOut(h.seat, c, false, seed, h.shares)
	}
	return len(h.cands)
}
