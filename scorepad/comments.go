package scorepad

import (
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// comments are comments written by hand, by where they stand in the pad:
// a path of keys ("players", "options/lid", "hands/Ann"; "" for the node
// itself; "#key" after a path for the key rather than its value) within
// the top of the pad or within one round. The comments the tool writes
// itself (the header, "round N", "running totals: ...") are left out:
// every save writes them afresh.
type comments map[string]comment

type comment struct{ head, line, foot string }

func (c comment) empty() bool { return c.head == "" && c.line == "" && c.foot == "" }

// autoRound is the comment the tool writes above each round.
var autoRound = regexp.MustCompile(`^# (round|game) \d+$`)

// handWritten drops the comments the tool writes from c.
func handWritten(c comment) comment {
	var keep []string
	head := strings.TrimPrefix(c.head, commentBlock(header))
	for _, l := range strings.Split(head, "\n") {
		if l != "" && !autoRound.MatchString(l) {
			keep = append(keep, l)
		}
	}
	c.head = strings.Join(keep, "\n")
	c.line = strings.TrimSpace(autoTotals.ReplaceAllString(c.line, ""))
	return c
}

// autoTotals is the comment the tool writes after each round's scores,
// first or last on the line: names and numbers hold no "#", so it runs
// to the next "#" or the end, and a comment written by hand before or
// after it stays.
var autoTotals = regexp.MustCompile(`^# running totals:[^#]*|\s*# running totals:[^#]*$`)

// commentBlock is text as yaml.v3 reads it back from a comment.
func commentBlock(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = "# " + l
	}
	return strings.Join(lines, "\n")
}

// gather returns the hand-written comments of n (nil when none).
func gather(n *yaml.Node, skip string) comments {
	cs := comments{}
	collectComments(n, "", skip, cs)
	if len(cs) == 0 {
		return nil
	}
	return cs
}

// collectComments gathers the hand-written comments of n and below into
// out. skip names a key (at the top of n) whose value is not walked (the
// rounds, whose comments each round keeps).
func collectComments(n *yaml.Node, path, skip string, out comments) {
	if c := handWritten(comment{n.HeadComment, n.LineComment, n.FootComment}); !c.empty() {
		out[path] = c
	}
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			p := joinPath(path, k.Value)
			if c := handWritten(comment{k.HeadComment, k.LineComment, k.FootComment}); !c.empty() {
				out[p+"#key"] = c
			}
			if path == "" && k.Value == skip {
				if c := handWritten(comment{v.HeadComment, v.LineComment, v.FootComment}); !c.empty() {
					out[p] = c
				}
				continue
			}
			collectComments(v, p, "", out)
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			collectComments(c, joinPath(path, strconv.Itoa(i)), "", out)
		}
	}
}

// applyComments puts the comments of cs back on the nodes at their paths.
func applyComments(n *yaml.Node, path, skip string, cs comments) {
	if len(cs) == 0 {
		return
	}
	put(n, cs[path])
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			p := joinPath(path, k.Value)
			put(k, cs[p+"#key"])
			if path == "" && k.Value == skip {
				put(v, cs[p])
				continue
			}
			applyComments(v, p, "", cs)
			if k.LineComment != "" && (v.Kind == yaml.ScalarNode || v.Style&yaml.FlowStyle != 0) {
				// The value is on the key's line, and yaml.v3 writes no
				// comment between them: the key's goes after the value,
				// first ("scores: # mine" read from a block mapping).
				v.LineComment = joinLine(k.LineComment, v.LineComment)
				k.LineComment = ""
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			applyComments(c, joinPath(path, strconv.Itoa(i)), "", cs)
		}
	}
}

// put adds c to the comments the tool wrote on n. A comment written by
// hand after a value comes first on its line, then the tool's ("# checked
// by Ben # running totals: ...").
func put(n *yaml.Node, c comment) {
	n.HeadComment = joinLines(n.HeadComment, c.head)
	n.LineComment = joinLine(c.line, n.LineComment)
	n.FootComment = joinLines(n.FootComment, c.foot)
}

// joinLine puts two comments on one line, a first: "# a # b".
func joinLine(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " # " + strings.TrimPrefix(b, "# ")
}

func joinLines(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n" + b
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "/" + key
}
