"""What every front end uses, below them: the words they share (presenter, cell names, the
project's names), the bridges to the solver (in process and apart), and the icon files. The
window (ui/app), the command line (ui/cli) and the web page (ui/web) each import from here;
nothing here imports a front end."""
