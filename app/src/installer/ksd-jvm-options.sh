# The JVM options a ksd command runs with; sourced by the repository's ./ksd and by the packages' bin/ksd.
#
# Short batch commands (a site, an export, a check) run each piece of code a few times and are done in
# seconds: on two cores the C2 compiler then spends as much CPU as the work itself, compiling code the run
# never uses again, so they stop at the quick compiler. Long-running commands (the designer, a proof's
# workload, a deploy, a dev cluster) keep both compilers: their hot code runs long enough to pay for C2.
# docs/benchmarks.md, "Writing schema-2000's documentation site", has the figures.
#
# Batch commands also collect with the serial collector (no collector threads beside the work, and a heap
# that grows less: a 10,000-table PNG export peaked at 1.0 GB against 1.6-1.8 GB with G1) and, where the
# kernel lends transparent huge pages on request (its setting shows [madvise]), keep the heap on them: an
# export sweeps arrays of hundreds of megabytes, and on 4 KB pages it spent a tenth of its time in TLB misses.
# Where the setting is [always] the kernel does so unasked; where it is [never] the JVM would print a warning.
# docs/adr/0036-batch-commands-serial-collector-huge-pages.md has the figures.

KSD_QUICK_COMMANDS="doc export check validate format convert queries generate import write-paths codegen diff version"

# Where the kernel says whether it lends transparent huge pages; a variable so that tests can give others.
KSD_THP_SETTING="${KSD_THP_SETTING:-/sys/kernel/mm/transparent_hugepage/enabled}"

# ksd_jvm_options ARGS...: prints the options for the command line ARGS (its first word not starting with '-').
ksd_jvm_options() {
  local arg
  for arg in "$@"; do
    case "$arg" in
      -*) continue ;;
    esac
    case " $KSD_QUICK_COMMANDS " in
      *" $arg "*)
        printf '%s\n' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC
        if grep -qF '[madvise]' "$KSD_THP_SETTING" 2>/dev/null; then
          printf '%s\n' -XX:+UseTransparentHugePages
        fi
        ;;
    esac
    return 0
  done
}
