// Package ptytest is for Unix pseudo-terminals; on Windows it holds nothing
// and the tests that use it are built only on Unix.
package ptytest
