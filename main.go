// Command tabletop is a command-line companion for the card games Mojo and
// Makoto: scoring, rules disputes, digital play, simulation and replay.
package main

import (
	"os"

	"tabletop/cmd"
)

func main() { os.Exit(cmd.Main(os.Args, os.Stdin, os.Stdout, os.Stderr)) }
