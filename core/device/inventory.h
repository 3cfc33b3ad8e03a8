// The list of drives: sysfs + ioctls always, enriched by udisks2 when it runs.
// Thread affinity: lives on the thread that created it; devices()/find() do blocking
// reads of sysfs and may be called from a worker thread on a const Inventory.
#pragma once

#include "../common/result.h"
#include "deviceinfo.h"
#include "sysfsprobe.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace DriveProof::Device {

class UdisksSource;

class Inventory : public QObject
{
    Q_OBJECT
public:
    explicit Inventory(SysfsRoots roots = {}, QObject *parent = nullptr);
    ~Inventory() override;

    // Connects to udisks2 on the system bus when it runs; without it the inventory is
    // complete from sysfs alone (not an error). Returns whether udisks2 answered.
    bool useUdisks(UdisksSource *source);
    bool hasUdisks() const;

    QList<DeviceInfo> devices() const;

    // Resolves what a user typed: "/dev/sda", "sda", or a partition ("sda1" gives its disk,
    // with `partitionName` set). Errors name the argument and say what to do.
    Result<DeviceInfo> find(const QString &userArg, QString *partitionName = nullptr) const;

    // Watch for drives appearing or disappearing (udisks2 signals, else a 2 s sysfs poll).
    void startWatching();

signals:
    void changed();

private:
    void pollSysfs();
    DeviceInfo complete(DeviceInfo info) const;

    SysfsProbe m_probe;
    UdisksSource *m_udisks = nullptr;
    QTimer m_pollTimer;
    QStringList m_lastNames;
};

} // namespace DriveProof::Device
