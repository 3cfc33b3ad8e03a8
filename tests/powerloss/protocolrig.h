// Shared by the protocol tests (tst_plprotocol, tst_plframes, tst_plhandshake): valid run
// parameters and writer facts, the pairing key, and the fixed session the fuzz seeds use,
// with a frame encoder and a one-frame decoder in it.
#pragma once

#include "powerloss/handshake.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"

#include <QtEndian>

namespace PlProtocolRig {

using namespace DriveProof::PowerLoss;

inline RunParameters validParameters()
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(0xA0 + i);
    p.blockSize = 4096;
    p.areaOffsetBytes = 1 << 20;
    p.areaBlocks = 4096;
    p.coldBlocks = 256;
    p.ringBlocks = 1024;
    p.maxWriteBlocks = 32;
    p.seed = 0x1234567890ULL;
    p.method = CommitMethod::OpenDatasync;
    p.writesPerCommit = 4;
    p.workers = 2;
    return p;
}

inline WriterFacts facts()
{
    WriterFacts f;
    f.hostName = "bench-01";
    f.targetPath = "/dev/sdb";
    f.deviceModel = "Example SSD 1TB";
    f.deviceSerial = "S3R14L";
    f.deviceFirmware = "1.0";
    f.capacityBytes = 1000204886016ULL;
    f.writeCache = "on";
    f.kernel = "6.1.0-13-amd64";
    f.bootId = "5d2c3f0e-0000-4000-8000-000000000001";
    f.unsafeShutdowns = 17;
    f.virtualMachine = true;
    f.usbBridge = true;
    return f;
}

inline const QByteArray kKey = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));

// A fixed session (the fuzz target uses the same one): what the handshake would derive.
inline SessionBinding session(char key = 'k', std::uint8_t runTag = 0xA0, char id = 's')
{
    SessionBinding b{QByteArray(32, key), {}, QByteArray(16, id)};
    for (std::size_t i = 0; i < b.runId.size(); ++i)
        b.runId[i] = std::uint8_t(runTag + i);
    return b;
}
inline const SessionBinding kSession = session();

inline FrameEncoder toWitness(const SessionBinding &b = kSession)
{
    return FrameEncoder(b, Direction::ToWitness);
}

inline FrameDecoder::Output decodeOne(const QByteArray &bytes, const SessionBinding &b = kSession,
                                      Direction direction = Direction::ToWitness)
{
    FrameDecoder decoder(b, direction);
    decoder.feed(bytes);
    return decoder.next();
}

inline void setU16(QByteArray &b, qsizetype at, std::uint16_t v)
{
    qToLittleEndian(v, b.data() + at);
}

} // namespace PlProtocolRig
