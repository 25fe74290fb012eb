'use client'

import { useEffect } from 'react'
import { originStorageKey, readVisitOrigin } from '@/lib/visitOrigin'

/**
 * Notes, on the first page of a visit, where it came from (UTM tags, referrer) in sessionStorage,
 * so a contact request sent pages later still says which campaign brought the person. The first
 * page's note is kept: the landing address is the one the campaign linked to.
 */
export function VisitOrigin() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(originStorageKey) === null) {
        sessionStorage.setItem(originStorageKey, JSON.stringify(readVisitOrigin(location.search, document.referrer, location.origin)))
      }
    } catch {
      // Storage off (a privacy mode, a full quota): requests go without their origin.
    }
  }, [])
  return null
}
