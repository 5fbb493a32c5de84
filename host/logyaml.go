package host

import (
	"bytes"
	"fmt"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
)

// logEncoder writes a game's log after every move as engine.GameLog's
// Marshal does, byte for byte, but encodes each item of the log's long
// lists (moves, cards, events), which only grow, once: a long game's log
// costs a move its new items and one copy, not the whole log encoded
// again.
type logEncoder struct {
	items map[string][]byte // "list\x00item" → the item's lines
}

// marshal is l.Marshal().
func (e *logEncoder) marshal(l *engine.GameLog) ([]byte, error) {
	if e.items == nil {
		e.items = map[string][]byte{}
	}
	skel := *l
	var blocks []listBlock
	if len(l.Moves) > 1 {
		b, err := encodeItems(e, "moves", l.Moves, func(m engine.LoggedMove) string { return m.String() })
		if err != nil {
			return nil, err
		}
		blocks, skel.Moves = append(blocks, b), l.Moves[:1]
	}
	if len(l.Cards) > 1 {
		b, err := encodeItems(e, "cards", l.Cards, func(c engine.CardRecord) string { return fmt.Sprintf("%+v", c) })
		if err != nil {
			return nil, err
		}
		blocks, skel.Cards = append(blocks, b), l.Cards[:1]
	}
	if len(l.Events) > 1 {
		b, err := encodeItems(e, "events", l.Events, func(s string) string { return s })
		if err != nil {
			return nil, err
		}
		blocks, skel.Events = append(blocks, b), l.Events[:1]
	}
	data, err := skel.Marshal()
	if err != nil {
		return nil, err
	}
	for _, b := range blocks {
		if data, err = b.splice(data); err != nil {
			return nil, err
		}
	}
	return data, nil
}

// listBlock is a list of the log (under key) as its items' lines.
type listBlock struct {
	key   string
	lines []byte
}

// encodeItems encodes every item of the list under key, each once (key
// names it in the cache).
func encodeItems[T any](e *logEncoder, list string, items []T, key func(T) string) (listBlock, error) {
	var b bytes.Buffer
	for _, it := range items {
		k := list + "\x00" + key(it)
		enc, ok := e.items[k]
		if !ok {
			data, err := yaml.Marshal(map[string][]T{list: {it}})
			if err != nil {
				return listBlock{}, err
			}
			// "LIST:\n" then the item's lines, as they stand in the log.
			enc = data[len(list)+2:]
			e.items[k] = enc
		}
		b.Write(enc)
	}
	return listBlock{key: list, lines: b.Bytes()}, nil
}

// splice puts the block's lines in place of the list's one item in data,
// the log encoded with that list cut to its first item.
func (b listBlock) splice(data []byte) ([]byte, error) {
	head := []byte("\n" + b.key + ":\n")
	start := bytes.Index(data, head)
	if start < 0 {
		return nil, fmt.Errorf("log: no %s in the encoded log", b.key)
	}
	start += len(head)
	end := start
	for end < len(data) {
		nl := bytes.IndexByte(data[end:], '\n')
		if nl < 0 {
			end = len(data)
			break
		}
		end += nl + 1
		if end < len(data) && data[end] != ' ' && data[end] != '\n' {
			break
		}
	}
	out := make([]byte, 0, len(data)+len(b.lines))
	out = append(append(append(out, data[:start]...), b.lines...), data[end:]...)
	return out, nil
}
