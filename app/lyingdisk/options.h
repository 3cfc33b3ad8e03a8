// The daemon's command line: what disk to simulate, how it lies, where it lives.
#pragma once

#include "fakemap.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace DriveProof::LyingDisk {

enum class Mode { Honest, Lying };

struct Options
{
    Mode mode = Mode::Honest;
    std::uint64_t sizeBytes = 0;
    std::uint32_t blockSizeBytes = 4096;
    std::uint32_t destageDelayMs = 1000;
    bool reorder = false;
    std::uint64_t seed = 0; // of --reorder; 0: a random one
    std::uint64_t maxDirtyBytes = 256ull << 20;
    bool bypassWhenFull = false; // --when-full bypass: new writes skip a full cache
    std::string backingPath;
    std::string mountDir;
    std::string cutFilePath;              // empty: only SIGUSR1 cuts
    std::vector<std::string> fuseOptions; // passed through with -o
    FakeMap fake;                         // --fake wrap|drop --real-size BYTES
    bool help = false;
};

struct ParsedArguments
{
    std::optional<Options> options;
    std::string error; // set when options is empty
};

ParsedArguments parseArguments(int argc, char **argv);
std::string usageText();

} // namespace DriveProof::LyingDisk
