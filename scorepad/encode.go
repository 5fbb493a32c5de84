package scorepad

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/rulesets/makoto"
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
	if p.Game == Makoto {
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

	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}}); err != nil {
		return nil, fmt.Errorf("writing the pad: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("writing the pad: %w", err)
	}
	return buf.Bytes(), nil
}

func (p *Pad) roundNode(k int, r *Round, totals []int) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	add := func(key string, v *yaml.Node) { n.Content = append(n.Content, str(key), v) }
	switch p.Game {
	case Mojo:
		if r.Hands != nil {
			hands := &yaml.Node{Kind: yaml.MappingNode}
			for i, h := range r.Hands {
				seq := flowSeq()
				for _, v := range h {
					seq.Content = append(seq.Content, num(v))
				}
				hands.Content = append(hands.Content, str(p.Players[i]), seq)
			}
			add("hands", hands)
		}
		if r.Mojo >= 0 {
			add("mojo", str(p.Players[r.Mojo]))
		}
	case Makoto:
		add("dealer", str(p.Players[r.Dealer]))
		if r.Lid >= 0 {
			add("lid", str(p.Players[r.Lid]))
		}
		if r.Captured != nil {
			capt := &yaml.Node{Kind: yaml.MappingNode}
			for i, cs := range r.Captured {
				capt.Content = append(capt.Content, str(p.Players[i]), cardSeq(cs))
			}
			add("captured", capt)
			out := flowSeq()
			for _, s := range r.Out {
				out.Content = append(out.Content, str(p.Players[s]))
			}
			add("out", out)
			add("curtain", cardSeq(r.Curtain))
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
	return n
}

func (p *Pad) seatMap(vals []int) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
	for i, v := range vals {
		m.Content = append(m.Content, str(p.Players[i]), num(v))
	}
	return m
}

func cardSeq(cs []makoto.Card) *yaml.Node {
	seq := flowSeq()
	for _, c := range cs {
		if c.Sword() {
			seq.Content = append(seq.Content, str(c.String()))
		} else {
			seq.Content = append(seq.Content, num(c.Value()))
		}
	}
	return seq
}

func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }
func num(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
}
func flowSeq() *yaml.Node { return &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle} }
