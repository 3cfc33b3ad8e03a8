// MainWindow's work on the thread pool for the drive shown: its alignment check, its write
// cache and health (which may wait for a polkit dialog), and switching its write cache. One
// of each kind at a time; replies come back through QFutureWatcher on the GUI thread.
#include "mainwindow.h"

#include "drivelistmodel.h"
#include "drivepage.h"
#include "writecachecard.h"

#include "privilege/drivecontrol.h"

#include <QListView>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <unistd.h>

namespace DriveProof::Gui {

void MainWindow::startAnalysis(const Device::DeviceInfo &info)
{
    if (m_analyzing)
        return; // analysisFinished() picks up whatever is shown by then
    m_analyzing = true;
    m_analysisPath = info.path;
    m_analysisGeneration = m_generation;
    // The worker gets its own copy of the DeviceInfo: nothing is shared with the GUI.
    m_alignWatcher.setFuture(QtConcurrent::run([info] { return Alignment::analyzeDevice(info); }));
    updateBusy();
}

void MainWindow::analysisFinished()
{
    m_analyzing = false;
    if (m_analysisGeneration == m_generation) {
        const Alignment::AlignmentReport report = m_alignWatcher.result();
        m_reports.insert(m_analysisPath, report);
        m_page->setAlignment(m_analysisPath, report);
    }
    m_analysisPath.clear();
    const Device::DeviceInfo *info = m_model->deviceAt(m_list->currentIndex().row());
    if (info && !m_reports.contains(info->path))
        startAnalysis(*info);
    updateBusy();
}

void MainWindow::startStateQuery(const Device::DeviceInfo &info)
{
    if (m_querying)
        return; // stateQueryFinished() picks up whatever is shown by then
    m_querying = true;
    m_queryPath = info.path;
    m_queryStateGeneration = m_stateGeneration;
    const QString key = stateKey(info);
    // Worker thread: the privilege calls block, maybe behind a polkit dialog.
    m_stateWatcher.setFuture(QtConcurrent::run([info, key] {
        DriveStateReply reply;
        reply.path = info.path;
        reply.key = key;
        reply.cache = Privilege::queryWriteCache(info);
        reply.health = Privilege::queryHealth(info);
        return reply;
    }));
    updateBusy();
}

void MainWindow::stateQueryFinished()
{
    m_querying = false;
    m_queryPath.clear();
    if (m_queryStateGeneration == m_stateGeneration) {
        const DriveStateReply reply = m_stateWatcher.result();
        m_states.insert(reply.key, reply);
        showHealthBadge(reply);
        // Late replies for another drive are kept for later but not shown.
        const Device::DeviceInfo *shown = m_model->deviceAt(m_model->rowOfPath(reply.path));
        if (shown && stateKey(*shown) == reply.key) {
            // A switch of this drive's cache (after a Refresh) answers for itself.
            if (!(m_switching && m_switchPath == reply.path))
                m_page->setWriteCache(reply.path, *reply.cache);
            m_page->setHealth(reply.path, *reply.health);
        }
    }
    const Device::DeviceInfo *info = m_model->deviceAt(m_list->currentIndex().row());
    if (info && !m_states.contains(stateKey(*info))) {
        startStateQuery(*info);
    } else {
        // The drive shown is known: read the others one by one, for their badges in the
        // list (reading health needs no password in an active session).
        for (int row = 0; row < m_model->rowCount() && !m_querying; ++row)
            if (!m_states.contains(stateKey(*m_model->deviceAt(row))))
                startStateQuery(*m_model->deviceAt(row));
    }
    updateBusy();
}

void MainWindow::showHealthBadge(const DriveStateReply &reply)
{
    const Device::DeviceInfo *listed = m_model->deviceAt(m_model->rowOfPath(reply.path));
    if (!listed || stateKey(*listed) != reply.key || !reply.health || !reply.health->ok())
        return;
    m_model->setHealth(reply.path, reply.health->value().overall);
}

void MainWindow::switchWriteCache(bool enabled, bool persist)
{
    const Device::DeviceInfo *info = m_model->deviceAt(m_model->rowOfPath(m_page->devicePath()));
    if (m_switching || !info)
        return;
    m_switching = true;
    m_switchPath = info->path;
    // As a user the helper asks polkit, which may show a password dialog.
    m_page->writeCacheCard()->setSwitching(::geteuid() != 0);
    const Device::DeviceInfo copy = *info;
    const QString key = stateKey(copy);
    m_switchWatcher.setFuture(QtConcurrent::run([copy, key, enabled, persist] {
        DriveStateReply reply;
        reply.path = copy.path;
        reply.key = key;
        reply.cache = Privilege::changeWriteCache(copy, enabled, persist);
        return reply;
    }));
    updateBusy();
}

void MainWindow::switchFinished()
{
    m_switching = false;
    m_switchPath.clear();
    const DriveStateReply reply = m_switchWatcher.result();
    const auto known = m_states.find(reply.key);
    if (reply.cache->ok() && known != m_states.end())
        known->cache = reply.cache;
    m_page->setWriteCacheSwitched(reply.path, *reply.cache);
    updateBusy();
}

void MainWindow::pruneStates()
{
    QSet<QString> present;
    for (int row = 0; row < m_model->rowCount(); ++row)
        present.insert(stateKey(*m_model->deviceAt(row)));
    m_states.removeIf([&present](auto it) { return !present.contains(it.key()); });
}

} // namespace DriveProof::Gui
