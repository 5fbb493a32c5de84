package validator

import (
	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
)

// maxNodes bounds the values a position file may hold once its aliases are
// followed (a few aliases can otherwise stand for billions of values).
const maxNodes = 100000

// converter turns YAML nodes into the format-neutral position.Node.
type converter struct {
	file  string
	count int
}

// deref follows an alias.
func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// node converts one YAML value (nil for nil).
func (c *converter) node(y *yaml.Node) (*position.Node, error) {
	if y == nil {
		return nil, nil
	}
	line := y.Line
	y = deref(y)
	c.count++
	if c.count > maxNodes {
		return nil, fileio.NewInputError(c.file, y.Line, "validator.error.too-many-values", i18n.Args{"Count": maxNodes})
	}
	n := &position.Node{Line: line, Value: y.Value}
	switch y.Kind {
	case yaml.ScalarNode:
		n.Kind, n.Null = position.ScalarNode, y.Tag == "!!null"
		return n, nil
	case yaml.SequenceNode:
		n.Kind = position.ListNode
	case yaml.MappingNode:
		n.Kind = position.MapNode
	default:
		return n, nil
	}
	for _, ch := range y.Content {
		m, err := c.node(ch)
		if err != nil {
			return nil, err
		}
		if m == nil {
			m = &position.Node{Line: y.Line}
		}
		n.Items = append(n.Items, m)
	}
	return n, nil
}

// topLevel returns the keys and values of a position file in file order,
// refusing a key given twice.
func topLevel(file string, doc *yaml.Node) (keys []string, vals map[string]*yaml.Node, err error) {
	top := doc
	if top.Kind == yaml.DocumentNode && len(top.Content) == 1 {
		top = deref(top.Content[0])
	}
	if top == nil || top.Kind != yaml.MappingNode {
		return nil, nil, fileio.NewInputError(file, lineOf(top), "validator.error.not-a-map", nil)
	}
	vals = map[string]*yaml.Node{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k := deref(top.Content[i])
		if k == nil || k.Kind != yaml.ScalarNode {
			return nil, nil, fileio.NewInputError(file, lineOf(top.Content[i]), "validator.error.key-word", nil)
		}
		if old, ok := vals[k.Value]; ok {
			return nil, nil, fileio.NewInputError(file, k.Line, "validator.error.key-twice", i18n.Args{"Key": i18n.Quoted(k.Value), "Line": old.Line})
		}
		vals[k.Value] = top.Content[i+1]
		keys = append(keys, k.Value)
	}
	return keys, vals, nil
}

// lineOf returns a node's line, 0 when absent.
func lineOf(n *yaml.Node) int {
	if n == nil {
		return 0
	}
	return n.Line
}
