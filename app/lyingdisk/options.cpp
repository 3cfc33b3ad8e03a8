#include "options.h"

#include <getopt.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace DriveProof::LyingDisk {

namespace {

// Plain bytes, or with a binary suffix (K, M, G, T) so a shell line stays readable.
std::optional<std::uint64_t> parseBytes(const char *text)
{
    if (text == nullptr || *text < '0' || *text > '9')
        return std::nullopt;
    errno = 0;
    char *end = nullptr;
    const unsigned long long value = std::strtoull(text, &end, 10);
    if (errno != 0)
        return std::nullopt;
    unsigned shift = 0;
    switch (*end) {
    case '\0':
        break;
    case 'K':
        shift = 10;
        break;
    case 'M':
        shift = 20;
        break;
    case 'G':
        shift = 30;
        break;
    case 'T':
        shift = 40;
        break;
    default:
        return std::nullopt;
    }
    if (shift != 0 && end[1] != '\0')
        return std::nullopt;
    if (shift != 0 && value > (~0ull >> shift))
        return std::nullopt;
    return static_cast<std::uint64_t>(value) << shift;
}

bool isPowerOfTwo(std::uint64_t value)
{
    return value != 0 && (value & (value - 1)) == 0;
}

std::string checkOptions(const Options &options)
{
    if (options.sizeBytes == 0)
        return "--size is required and must be more than 0";
    if (!isPowerOfTwo(options.blockSizeBytes) || options.blockSizeBytes < 512 ||
        options.blockSizeBytes > (1u << 20))
        return "--block-size must be a power of two from 512 to 1048576";
    if (options.sizeBytes % options.blockSizeBytes != 0)
        return "--size must be a multiple of --block-size";
    if (options.backingPath.empty())
        return "--backing FILE is required";
    if (options.fake.kind != FakeKind::None &&
        (options.fake.realBytes == 0 || options.fake.realBytes >= options.sizeBytes ||
         options.fake.realBytes % 512 != 0))
        return "--fake needs --real-size: a multiple of 512 below --size";
    if (options.mountDir.empty())
        return "the mount folder is missing";
    return {};
}

} // namespace

std::string usageText()
{
    return "Usage: driveproof-lyingdisk --mode honest|lying --size BYTES --backing FILE "
           "[options] MOUNTDIR\n"
           "Mounts MOUNTDIR with one file, disk.img, whose writes stay in a RAM cache.\n"
           "  --mode honest|lying     honest: fsync persists the cache; lying: fsync only "
           "says so\n"
           "  --size BYTES            size of disk.img (suffix K, M, G, T allowed)\n"
           "  --backing FILE          durable contents; created or extended as needed\n"
           "  --block-size BYTES      cache block size (default 4096)\n"
           "  --destage-delay-ms N    background destage after N ms (default 1000)\n"
           "  --reorder               destage in random order (lying drives reorder)\n"
           "  --seed N                seed of --reorder (default: random)\n"
           "  --max-dirty-bytes BYTES cache size; the oldest block is destaged beyond it\n"
           "  --when-full destage|bypass\n"
           "                          a full cache destages its oldest block (default), or\n"
           "                          keeps its blocks and sends new ones past it (like\n"
           "                          Linux's dm-writecache in SSD mode)\n"
           "  --cut-file PATH         when PATH exists: power cut (like SIGUSR1)\n"
           "  --fake wrap|drop        a fake-capacity drive: beyond --real-size, addresses\n"
           "                          wrap onto the real part, or writes are thrown away\n"
           "  --real-size BYTES       the real part of a --fake drive (multiple of 512)\n"
           "  -o OPTION               a FUSE mount option (e.g. allow_other)\n"
           "  -f                      foreground (always; accepted for familiarity)\n"
           "SIGUSR1 or the cut file: drop the cache, fail every request with EIO.\n"
           "SIGKILL: lose the cache; then clean up with: fusermount3 -u -z MOUNTDIR\n"
           "SIGTERM or unmount: clean shutdown, the cache is written back first.\n";
}

ParsedArguments parseArguments(int argc, char **argv)
{
    enum LongOnly {
        OptMode = 256,
        OptSize,
        OptBacking,
        OptBlockSize,
        OptDelay,
        OptReorder,
        OptSeed,
        OptMaxDirty,
        OptCut,
        OptFake,
        OptRealSize,
        OptWhenFull
    };
    static const option longOptions[] = {
        {"mode", required_argument, nullptr, OptMode},
        {"size", required_argument, nullptr, OptSize},
        {"backing", required_argument, nullptr, OptBacking},
        {"block-size", required_argument, nullptr, OptBlockSize},
        {"destage-delay-ms", required_argument, nullptr, OptDelay},
        {"reorder", no_argument, nullptr, OptReorder},
        {"seed", required_argument, nullptr, OptSeed},
        {"max-dirty-bytes", required_argument, nullptr, OptMaxDirty},
        {"cut-file", required_argument, nullptr, OptCut},
        {"fake", required_argument, nullptr, OptFake},
        {"real-size", required_argument, nullptr, OptRealSize},
        {"when-full", required_argument, nullptr, OptWhenFull},
        {"help", no_argument, nullptr, 'h'},
        {nullptr, 0, nullptr, 0},
    };
    Options options;
    bool modeGiven = false;
    optind = 1;
    opterr = 0; // our own messages, one line each
    for (;;) {
        const int opt = getopt_long(argc, argv, "fho:", longOptions, nullptr);
        if (opt == -1)
            break;
        const std::string arg = optarg != nullptr ? optarg : "";
        const std::optional<std::uint64_t> bytes = parseBytes(optarg);
        switch (opt) {
        case OptMode:
            if (arg != "honest" && arg != "lying")
                return {std::nullopt, "--mode must be honest or lying, not '" + arg + "'"};
            options.mode = arg == "honest" ? Mode::Honest : Mode::Lying;
            modeGiven = true;
            break;
        case OptSize:
        case OptBlockSize:
        case OptDelay:
        case OptSeed:
        case OptMaxDirty:
            if (!bytes)
                return {std::nullopt, "not a number: '" + arg + "'"};
            if (opt == OptSize)
                options.sizeBytes = *bytes;
            else if (opt == OptBlockSize)
                options.blockSizeBytes = static_cast<std::uint32_t>(
                    std::min<std::uint64_t>(*bytes, std::uint64_t{1} << 31)); // checked below
            else if (opt == OptDelay)
                options.destageDelayMs =
                    static_cast<std::uint32_t>(std::min<std::uint64_t>(*bytes, 86'400'000));
            else if (opt == OptSeed)
                options.seed = *bytes;
            else
                options.maxDirtyBytes = *bytes;
            break;
        case OptBacking:
            options.backingPath = arg;
            break;
        case OptReorder:
            options.reorder = true;
            break;
        case OptCut:
            options.cutFilePath = arg;
            break;
        case OptFake:
            if (arg != "wrap" && arg != "drop")
                return {std::nullopt, "--fake must be wrap or drop, not '" + arg + "'"};
            options.fake.kind = arg == "wrap" ? FakeKind::Wrap : FakeKind::Drop;
            break;
        case OptWhenFull:
            if (arg != "destage" && arg != "bypass")
                return {std::nullopt, "--when-full must be destage or bypass, not '" + arg + "'"};
            options.bypassWhenFull = arg == "bypass";
            break;
        case OptRealSize:
            if (!bytes)
                return {std::nullopt, "not a number: '" + arg + "'"};
            options.fake.realBytes = *bytes;
            break;
        case 'o':
            options.fuseOptions.push_back(arg);
            break;
        case 'f':
            break;
        case 'h':
            options.help = true;
            return {options, {}};
        default:
            return {std::nullopt, "unknown or incomplete option: '" +
                                      std::string(argv[optind - 1] ? argv[optind - 1] : "") + "'"};
        }
    }
    if (!modeGiven)
        return {std::nullopt, "--mode honest|lying is required"};
    if (optind + 1 != argc)
        return {std::nullopt, "exactly one mount folder is expected"};
    options.mountDir = argv[optind];
    if (std::string error = checkOptions(options); !error.empty())
        return {std::nullopt, error};
    return {options, {}};
}

} // namespace DriveProof::LyingDisk
