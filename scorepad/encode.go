package scorepad

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

const header = `tabletop score pad. You may edit it by hand: tabletop checks every round
again when it loads the pad and names the line of anything that does not add
up. Each round lists the cards entered and the scores they give; the totals
at the end must match the rounds.`

// Marshal writes the pad as YAML: the header keys, every round with its
// cards and scores (and the running totals as a comment), and the totals.
func (p *Pad) Marshal() ([]byte, error) {
	root := &yaml.Node{Kind: yaml.MappingNode, HeadComment: header}
	add := func(key string, v *yaml.Node) { root.Content = append(root.Content, str(key), v) }
	add("version", num(p.Version))
	add("game", str(p.Game))
	opts := &yaml.Node{Kind: yaml.MappingNode}
	keys := make([]string, 0, len(p.Options))
	for k := range p.Options {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		opts.Content = append(opts.Content, str(k), str(p.Options[k]))
	}
	add("options", opts)
	players := flowSeq()
	for _, name := range p.Players {
		players.Content = append(players.Content, str(name))
	}
	add("players", players)
	if p.Dealt() {
		add("dealer", str(p.Players[p.Dealer]))
	}
	rounds := &yaml.Node{Kind: yaml.SequenceNode}
	totals := make([]int, len(p.Players))
	for k := range p.Rounds {
		r := &p.Rounds[k]
		for i, s := range r.Scores {
			totals[i] += s
		}
		rounds.Content = append(rounds.Content, p.roundNode(k, r, totals))
	}
	if len(p.Rounds) == 0 {
		rounds.Style = yaml.FlowStyle
	}
	add(p.roundWord()+"s", rounds)
	add("totals", p.seatMap(totals))
	applyComments(root, "", p.roundWord()+"s", p.comments)

	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}}); err != nil {
		return nil, i18n.NewError("scorepad.error.encode", i18n.Args{"Err": err})
	}
	if err := enc.Close(); err != nil {
		return nil, i18n.NewError("scorepad.error.encode", i18n.Args{"Err": err})
	}
	return buf.Bytes(), nil
}

func (p *Pad) roundNode(k int, r *Round, totals []int) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	add := func(key string, v *yaml.Node) { n.Content = append(n.Content, str(key), v) }
	if p.Dealt() {
		add("dealer", str(p.Players[r.Dealer]))
		for _, m := range p.Marks() {
			if s := r.Mark(m.Key); s >= 0 {
				add(m.Key, str(p.Players[s]))
			}
		}
	}
	if sc, err := p.scorer(); err == nil {
		for _, f := range sc.RoundFields() {
			if r.Entry.Given(f.Name) {
				add(f.PadKey(), p.fieldNode(f, r.Entry))
			}
		}
	}
	scores := p.seatMap(r.Scores)
	parts := make([]string, len(totals))
	for i, t := range totals {
		parts[i] = p.Players[i] + " " + strconv.Itoa(t)
	}
	scores.LineComment = "running totals: " + strings.Join(parts, ", ")
	add("scores", scores)
	n.HeadComment = fmt.Sprintf("%s %d", p.roundWord(), k+1)
	applyComments(n, "", "", r.comments)
	return n
}

// Digest is a short fingerprint of round r of this pad: its content as
// the pad writes it (the cards and players entered, dealer, lid and
// scores), comments left out. A program that writes rounds (the table
// mode) keeps the digests to recognise its own rounds later.
func (p *Pad) Digest(r *Round) string {
	n := p.roundNode(0, r, make([]int, len(p.Players)))
	stripComments(n)
	data, err := yaml.Marshal(n)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:6])
}

// stripComments clears the comments of n and every node below it.
func stripComments(n *yaml.Node) {
	n.HeadComment, n.LineComment, n.FootComment = "", "", ""
	for _, c := range n.Content {
		stripComments(c)
	}
}

func (p *Pad) seatMap(vals []int) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
	for i, v := range vals {
		m.Content = append(m.Content, str(p.Players[i]), num(v))
	}
	return m
}

// fieldNode writes one field of a round.
func (p *Pad) fieldNode(f scoring.RoundField, e scoring.Entry) *yaml.Node {
	switch f.Kind {
	case scoring.FieldPerPlayer:
		m := &yaml.Node{Kind: yaml.MappingNode}
		for i, cs := range e.PerPlayer(f.Name) {
			m.Content = append(m.Content, str(p.Players[i]), cardSeq(cs))
		}
		return m
	case scoring.FieldPlayer:
		return str(p.Players[e.Seat(f.Name)])
	case scoring.FieldPlayers:
		seq := flowSeq()
		for _, s := range e.SeatList(f.Name) {
			seq.Content = append(seq.Content, str(p.Players[s]))
		}
		return seq
	}
	return cardSeq(e.CardList(f.Name))
}

// cardSeq writes cards as a flow list, plain numbers as numbers.
func cardSeq(cs []string) *yaml.Node {
	seq := flowSeq()
	for _, c := range cs {
		if v, err := strconv.Atoi(c); err == nil {
			seq.Content = append(seq.Content, num(v))
		} else {
			seq.Content = append(seq.Content, str(c))
		}
	}
	return seq
}

func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }
func num(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
}
func flowSeq() *yaml.Node { return &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle} }
